import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 700, height: 900 } });
for (const name of process.argv.slice(2)) {
  await page.goto(`file:///tmp/mails/shots/${name}.html`);
  await page.screenshot({ path: `/tmp/mails/shots/${name}.png`, fullPage: true });
}
const phone = await browser.newPage({ viewport: { width: 375, height: 800 } });
await phone.goto('file:///tmp/mails/shots/confirm-it.html');
await phone.screenshot({ path: '/tmp/mails/shots/confirm-it-phone.png', fullPage: true });
await browser.close();
