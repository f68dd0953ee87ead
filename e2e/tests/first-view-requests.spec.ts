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
