import type { Locator, Page } from '@playwright/test';
import { logIn, openMenu, personFor, registerByApi, toastsGone, userMenuButton, type Person } from '../support/account.ts';
import type { Lang } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies } from '../support/purchase.ts';
import { header } from '../support/shell.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const fullName = (person: Person) => `${person.fname} ${person.lname}`;

/** The account menu opened from the header (behind the menu toggle on a phone). */
const openAccountMenu = async (page: Page, lang: Lang, person: Person): Promise<Locator> => {
  await openMenu(page, lang);
  const button = userMenuButton(page, lang, fullName(person));
  await expect(button).toBeVisible();
  // The button says whose account it is on every screen, not only an icon.
  await expect(button).toContainText(person.fname);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return header(page).locator(`#${await button.getAttribute('aria-controls')}`);
};

/** Visible in the viewport, and a tap at its middle lands on the item itself (not on the banner or the page). */
const expectReachable = async (item: Locator, name: string): Promise<void> => {
  await expect(item, name).toBeInViewport({ ratio: 1 });
  const hit = await item.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit, `${name} receives the tap`).toBe(true);
};

for (const lang of ['de', 'fr'] as const) {
  test(`the account menu in ${lang}: every item is in view and takes the click; settings, my orders and logout`, async ({ page, request }, testInfo) => {
    test.slow();
    const person = personFor(testInfo, `menu-${lang}`);
    await registerByApi(request, lang, person);
    await page.goto(`/${lang}/login`);
    await acceptCookies(page, catalog(), lang);
    await logIn(page, lang, person);
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await toastsGone(page, lang);

    const items = {
      settings: uiText(lang, 'common', 'nav.settings'),
      orders: uiText(lang, 'shell', 'header.myOrders'),
      logout: uiText(lang, 'common', 'nav.logout'),
    };
    const panel = await openAccountMenu(page, lang, person);
    for (const name of Object.values(items)) await expectReachable(panel.getByRole('link', { name, exact: true }), name);
    await expectAccessible(page, `account menu open (${lang})`);

    await panel.getByRole('link', { name: items.settings, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/settings$`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(uiText(lang, 'account', 'settings.heading'));

    const again = await openAccountMenu(page, lang, person);
    await again.getByRole('link', { name: items.orders, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/settings#settings-orders$`));
    const ordersHeading = page.getByRole('main').getByRole('heading', { level: 2, name: uiText(lang, 'orders', 'list.heading') });
    await expect(ordersHeading).toBeInViewport();
    // The heading is not hidden under the sticky header.
    const headerBox = await header(page).boundingBox();
    const headingBox = await ordersHeading.boundingBox();
    expect(headingBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1);

    const last = await openAccountMenu(page, lang, person);
    await expectReachable(last.getByRole('link', { name: items.logout, exact: true }), items.logout);
    await last.getByRole('link', { name: items.logout, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await openMenu(page, lang);
    await expect(header(page).getByRole('link', { name: uiText(lang, 'common', 'nav.login'), exact: true })).toBeVisible();
  });
}
