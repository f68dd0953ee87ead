import { expect, test } from '../support/fixtures.ts';
import { main, waitForShell } from '../support/shell.ts';
import { uiText } from '../support/ui-text.ts';

/**
 * An event page from the server brings its texts and its route's styles with it: no message catalog
 * is fetched on its own, and the route's stylesheet is the page's own link, not one the route's loader
 * adds (and waits for) before it runs the route's code.
 */
test('an event page is translated from the texts in the page, and links its route stylesheet itself', async ({ page }) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/locales/')) catalogs.push(new URL(request.url()).pathname);
  });
  await page.goto('/de/tickets/1001');
  await waitForShell(page);
  await expect(main(page).getByRole('link', { name: uiText('de', 'tickets', 'detail.back') })).toBeVisible();
  expect(catalogs).toEqual([]);

  const served = await (await page.request.get('/de/tickets/1001')).text();
  const routeStyles = [...served.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/tickets-route-[^"]+\.css)">/g)].map((match) => match[1]);
  expect(routeStyles).toHaveLength(1);
  await expect(page.locator(`link[href="${routeStyles[0]}"]`)).toHaveCount(1);
});

/**
 * The merchandise, voucher and pass lists from the server carry the answers their cards wait for and
 * name their first card's picture in the head: the cards paint without a call to the API, and that
 * picture is asked for before the app's code has run.
 */
for (const [path, calls] of [
  ['/en/merchandise', ['merchandise/select', 'merchandise/attr']],
  ['/en/vouchers', ['voucher/select/event/', 'voucher/attr']],
  ['/en/passes', ['merchandise/select']],
] as const) {
  test(`${path} draws its cards from the page, with its first picture preloaded`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname.split('/').slice(3).join('/'));
    });
    await page.goto(path);
    await waitForShell(page);
    const firstPicture = main(page).getByRole('article').first().locator('img');
    await expect(firstPicture).toBeVisible();
    const served = await (await page.request.get(path)).text();
    const preload = /<link rel="preload" as="image" [^>]*fetchpriority="high">/.exec(served)?.[0] ?? '';
    const attribute = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(preload)?.[1];
    // A catalog picture is preloaded by its address; an uploaded one (an office journey's product may
    // come first) by the very srcset its img offers, so the browser fetches the width it then shows.
    if (attribute('imagesrcset') === undefined) expect(attribute('href')).toBe(await firstPicture.getAttribute('src'));
    else expect(attribute('imagesrcset')).toBe(await firstPicture.getAttribute('srcset'));
    expect(asked.filter((call) => calls.some((listCall) => call === listCall))).toEqual([]);
  });
}
