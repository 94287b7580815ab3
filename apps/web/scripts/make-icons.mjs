// Renders the SVG app icons in public/icons to the PNG sizes the web manifest names.
// Run from apps/web: node scripts/make-icons.mjs (uses the repository's Playwright and Debian's Chromium).
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const outputs = [
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-192.png', size: 192 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/icon-512.png', size: 512 },
  { svg: 'public/icons/icon-maskable.svg', png: 'public/icons/icon-maskable-512.png', size: 512 },
  { svg: 'public/icons/icon.svg', png: 'public/icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(svg, 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: png,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
  }
} finally {
  await browser.close();
}
