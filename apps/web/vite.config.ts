import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.PO_API_TARGET ?? 'http://127.0.0.1:8080';

// Vendor groups cache well because they change rarely; echarts loads only with the charting pages.
// A group also takes the dependencies of its modules, so react goes first or antd would swallow react-dom.
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/, priority: 40 },
  { name: 'vendor-echarts', test: /node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/, priority: 30 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|@emotion|stylis|dayjs)[\\/]/, priority: 20 },
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
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
    // vendor-antd (~1,060 kB, ~330 kB gzip) is one cached vendor chunk on purpose: letting antd split per
    // page was measured to load the same total on the sign-in page and cache worse across releases.
    chunkSizeWarningLimit: 1200,
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
