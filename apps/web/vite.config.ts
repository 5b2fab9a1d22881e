import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.PO_API_TARGET ?? 'http://127.0.0.1:8080';

// Vendor groups cache well because they change rarely; echarts loads only with the charting pages. The
// react group is what every route runs first anyway. antd has no group: one antd chunk made every route,
// the sign-in page first, download all of antd; split by the routes that use them, a page loads the
// components it shows (see "The first screen's weight" in docs/decisions.md).
const VENDOR_GROUPS = [
  {
    name: 'vendor-react',
    // Not the store shim's selector (Tiptap's, for the rich-text editor): it would put its bytes on every route.
    test: /node_modules[\\/](?!use-sync-external-store[\\/].*with-selector)(react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
    priority: 40,
  },
  { name: 'vendor-echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, priority: 30 },
];

export default defineConfig({
  base: '/front/',
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The message catalogue in contracts, which the web loads lazily per language and namespace.
      '@messages': fileURLToPath(new URL('../../packages/contracts/src/messages', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    // The bundle budget (scripts/check-bundle-budget.mjs) reads what each route loads from the manifest.
    manifest: true,
    emptyOutDir: true,
    // Budgets per route are checked on gzipped totals by scripts/check-bundle-budget.mjs, not per chunk.
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      resolveDependencies: (filename, deps, ctx) => (ctx.hostType === 'js' && /\/index-[\w-]+\.js$/.test(ctx.hostId) && /-page-/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        // The server's CSRF guard accepts only its own Origin on writes; the dev server is another origin.
        headers: { origin: API_TARGET },
      },
    },
  },
});
