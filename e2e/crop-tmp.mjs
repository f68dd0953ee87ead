import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [src, out, y, h] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 750, height: Number(h) } });
await page.setContent(`<body style="margin:0"><img style="display:block;margin-top:-${y}px" src="data:image/png;base64,${readFileSync(src).toString('base64')}"></body>`);
await page.screenshot({ path: out });
await browser.close();
