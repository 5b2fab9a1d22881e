// Renders the shipped public documents (guides, sign-up templates) from HTML to PDF in Debian's
// Chromium. The PDFs are committed; run this after editing apps/server/assets/public-src/*.html.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/assets/public-src');
const out = path.join(root, 'apps/server/assets/public');
const DOCS = [
  ['partner-guide.html', 'guide/partner-guide.pdf'],
  ['manual.html', 'guide/manual.pdf'],
  ['api-guide.html', 'guide/api-guide.pdf'],
  ['account-declaration.html', 'templates/account-declaration.pdf'],
  ['payment-agreement.html', 'templates/payment-agreement.pdf'],
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const [html, pdf] of DOCS) {
  await page.goto(`file://${path.join(src, html)}`);
  await page.pdf({ path: path.join(out, pdf), format: 'A4', printBackground: true });
  console.log(`wrote ${pdf}`);
}
await browser.close();
