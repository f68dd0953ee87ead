import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { exclusive } from '../support/exclusive.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, errorText, productName } from '../support/merchandise.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, guestFor, money, registerAsGuest, submitGuest, tabTo } from '../support/purchase.ts';
import { uiText } from '../support/ui-text.ts';
import { repoRoot, shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;
const ANNUAL_PASS = 6001;
/** A poster (a light parcel) the shop sells. */
const POSTER = 5005;

const main = (page: Page) => page.getByRole('main');

/** Sets the pass's price in its office form and saves it. */
const savePassPrice = async (page: Page, amount: string): Promise<void> => {
  await field(page, officeText('events.price')).fill(amount);
  await main(page).getByRole('button', { name: officeText('events.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();
};

test('an editor raises an annual pass’s price and the shop shows it; every passes and vouchers screen passes axe', async ({ page, browser }) => {
  test.slow();
  await exclusive('annual-pass', async () => {
    const lang = 'de';
    const name = productName(catalog(), ANNUAL_PASS, 'en');
    await signIn(page, demoStaff('editor'));
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.passesVouchers') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('passes.sectionTitle'));
    await expectAccessible(page, 'office passes and vouchers');

    await main(page).getByRole('link', { name: officeText('giftVouchers.new') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('giftVouchers.newTitle'));
    await main(page).getByRole('radio', { name: officeText('giftVouchers.variable') }).check();
    await expect(field(page, officeText('giftVouchers.minAmount'))).toBeVisible();
    await expectAccessible(page, 'office new gift voucher');
    await page.goBack();
    await main(page).getByRole('link', { name: officeText('passes.new') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('passes.newTitle'));
    await expectAccessible(page, 'office new annual pass');
    await page.goBack();
    const voucher = main(page).getByRole('region', { name: officeText('giftVouchers.title') }).locator('a[href*="/passes-vouchers/vouchers/"]').filter({ hasNotText: officeText('giftVouchers.new') }).first();
    await voucher.click();
    await expect(field(page, officeText('events.name'))).toBeVisible();
    await expectAccessible(page, 'office gift voucher');
    // The voucher as the shop shows it, opened from its form.
    const voucherId = /\/vouchers\/(\d+)/.exec(page.url())?.[1];
    const [voucherTab] = await Promise.all([page.waitForEvent('popup'), main(page).getByRole('link', { name: `${officeText('shopLink.open')} ${officeText('shopLink.newTab')}` }).click()]);
    await expect(voucherTab).toHaveURL(new RegExp(`/en/vouchers/${voucherId}$`));
    await expect(voucherTab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(await field(page, officeText('events.name')).inputValue());
    await voucherTab.close();
    await page.goBack();

    await main(page).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectAccessible(page, 'office annual pass');
    // The price by keyboard, its focus in sight.
    await tabTo(page, field(page, officeText('events.price')));
    await expectVisibleFocus(page);
    await savePassPrice(page, '95.50');

    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const shop = await visitor.newPage();
    try {
      await shop.goto(`/${lang}/passes/${ANNUAL_PASS}`);
      await acceptCookies(shop, catalog(), lang);
      await expect(shop.getByRole('main').getByText(money(catalog(), lang, 9550)).first()).toBeVisible();
    } finally {
      await visitor.close();
      await savePassPrice(page, '90.00');
    }
  });
});

/**
 * The demo's direct debit shows its drawn icon again, so other journeys find the shop as shipped: the
 * office's picture field uploads pictures and cannot name a file of the catalog's, so the journey
 * writes it back through the office's API with the member's session, as the form would.
 */
const putBackDirectDebitLogo = async (page: Page): Promise<void> => {
  const session = (await (await page.request.get('/office/api/session')).json()) as { data: { csrfToken: string } };
  const stored = (await (await page.request.get('/office/api/payment-types/74')).json()) as { data: { record: { version: number; paymentType: Record<string, unknown> } } };
  const { paymentType, version } = stored.data.record;
  const answer = await page.request.put('/office/api/payment-types/74', {
    headers: { 'x-csrf-token': session.data.csrfToken },
    data: { version, paymentType: { ...paymentType, image: catalog().payment_types.find((type) => type.payartId === 74)?.image ?? null } },
  });
  expect(answer.status()).toBe(200);
};

/** The owner's shipping table, opened from the navigation. */
const openShippingTable = async (page: Page): Promise<void> => {
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.paymentShipping') }).click();
  await main(page).getByRole('link', { name: officeText('shipping.edit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shipping.title'));
};

test('the owner adds a shipping zone with a band for the United States, and a visitor’s shipping quote uses it; every payment and shipping screen passes axe', async ({ page, browser }, testInfo) => {
  test.slow();
  await exclusive('payment-and-shipping', async () => {
    const lang = 'en';
    await signIn(page, demoStaff('owner'));
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.paymentShipping') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shipping.sectionTitle'));
    await expect(main(page).getByRole('region', { name: officeText('paymentTypes.title') }).getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'office payment and shipping');
    await main(page).getByRole('region', { name: officeText('paymentTypes.title') }).getByRole('link', { name: 'Direct debit (SEPA/LSV)' }).click();
    await expect(field(page, officeText('paymentTypes.directDebit'))).toBeChecked();
    await expectAccessible(page, 'office payment type');
    // Its logo, shown beside its name at checkout: uploaded, never typed as a path.
    const logo = main(page).getByRole('group', { name: officeText('paymentTypes.picture') });
    await logo.getByLabel(officeText('image.replace')).setInputFiles(join(repoRoot, 'demo/images/logo.png'));
    await expect(logo.getByRole('status').filter({ hasText: officeText('image.uploaded') })).toBeVisible();
    await main(page).getByRole('button', { name: officeText('events.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();
    await page.goBack();
    await main(page).getByRole('link', { name: officeText('paymentTypes.new') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('paymentTypes.newTitle'));
    await expectAccessible(page, 'office new payment type');

    await openShippingTable(page);
    await expectAccessible(page, 'office shipping table');
    await main(page).getByRole('button', { name: officeText('shipping.addZone') }).click();
    const zone = main(page).getByRole('group', { name: officeText('shipping.zoneHeading', { number: '4' }) });
    await zone.getByLabel(officeText('shipping.zoneName'), { exact: true }).fill('United States');
    await zone.getByRole('checkbox', { name: 'United States' }).check();
    await zone.getByLabel(officeText('shipping.maxWeight'), { exact: true }).fill('5000');
    await zone.getByLabel(officeText('shipping.cost'), { exact: true }).fill('39.00');
    await expectAccessible(page, 'office shipping table with a new zone');
    await main(page).getByRole('button', { name: officeText('events.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();

    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const shop = await visitor.newPage();
    try {
      await shop.goto(`/${lang}/product/${POSTER}`);
      await acceptCookies(shop, catalog(), lang);
      await addProduct(shop, lang);
      await shop.goto(`/${lang}/checkout`);
      await registerAsGuest(shop, lang, guestFor(testInfo, 'office-shipping'));
      await shop.getByLabel(uiText(lang, 'account', 'fields.country'), { exact: true }).first().selectOption('US');
      await expect(shop.getByRole('main').getByText(money(catalog(), lang, 3900)).first()).toBeVisible();
      await expect(shop.getByRole('main').getByText(errorText(lang, 'NO_SHIPPING_COSTS', { email: catalog().shop.support_email }))).toHaveCount(0);
      // The payment step shows the direct debit with its new logo.
      await submitGuest(shop, lang);
      await expect(shop.locator('.payment-method').filter({ has: shop.getByRole('radio', { name: /Direct debit/ }) }).locator('img[src*="/uploads/"]')).toBeVisible();
    } finally {
      await visitor.close();
      await putBackDirectDebitLogo(page);
      await zone.getByRole('button', { name: officeText('shipping.removeZone') }).click();
      await main(page).getByRole('button', { name: officeText('events.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();
    }
  });
});

test('an editor adds a suggestion rule with the keyboard and puts it first, and the basket suggests by it; the suggestions screen passes axe', async ({ page }) => {
  test.slow();
  await exclusive('suggestion-rules', async () => {
    await signIn(page, demoStaff('editor'));
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.suggestions') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('suggestions.title'));
    await expectAccessible(page, 'office suggestions');
    const rules = main(page).getByRole('group', { name: /^Rule \d+$/ });
    const count = await rules.count();

    await tabTo(page, main(page).getByRole('button', { name: officeText('suggestions.addRule') }));
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const added = main(page).getByRole('group', { name: officeText('suggestions.ruleHeading', { number: String(count + 1) }) });
    const item = added.getByLabel(officeText('suggestions.suggestItem', { number: '1' }), { exact: true });
    await tabTo(page, item);
    await expectVisibleFocus(page);
    await item.selectOption({ label: officeText('suggestions.itemOption', { type: officeText('suggestions.typeMerchandise'), name: productName(catalog(), POSTER, 'en') }) });
    for (let moves = 0; moves < count; moves++) {
      const rule = main(page).getByRole('group', { name: officeText('suggestions.ruleHeading', { number: String(count + 1 - moves) }) });
      await tabTo(page, rule.getByRole('button', { name: officeText('suggestions.moveUp') }));
      await page.keyboard.press('Enter');
    }
    const first = main(page).getByRole('group', { name: officeText('suggestions.ruleHeading', { number: '1' }) });
    await expect(first.getByLabel(officeText('suggestions.when'), { exact: true })).toHaveValue('any');
    await expectAccessible(page, 'office suggestions with a new rule');
    await tabTo(page, main(page).getByRole('button', { name: officeText('events.save') }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();

    try {
      // Any basket now hears of the poster first, unless it holds the poster.
      const answer = await page.request.post('/api/en/checkout/suggest', { data: { cart: { ver: 1, items: [{ type: 'merchandise', id: 5001, count: 1 }] } } });
      const suggestions = ((await answer.json()) as { data: { suggestions: { kind: string; product?: { id: number } }[] } }).data.suggestions;
      expect(suggestions[0]?.product?.id).toBe(POSTER);
    } finally {
      await first.getByRole('button', { name: officeText('suggestions.removeRule') }).click();
      await main(page).getByRole('button', { name: officeText('events.save') }).click();
      await expect(page.getByRole('status').filter({ hasText: officeText('events.saved') })).toBeVisible();
    }
  });
});
