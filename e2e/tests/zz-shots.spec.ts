import { expect, test } from '../support/fixtures.ts';
import { acceptCookies, addToBasketAndOpen, chooseTickets, fillPaymentStep, guestFor, journeySlot, payButtonName, payPageButton, planPurchase, registerAsGuest, submitGuest, calendarGrid, chosenDay } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const dir = '/tmp/hsb/shots';

for (const lang of ['de', 'fr'] as const) {
  test(`shots ${lang}`, async ({ page }, testInfo) => {
    test.setTimeout(300_000);
    const p = testInfo.project.name;
    const shot = (name: string, fullPage = false) => page.screenshot({ path: `${dir}/${p}-${lang}-${name}.png`, fullPage });
    await page.goto(`/${lang}`);
    await acceptCookies(page, catalog(), lang);
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    await shot('home', true);
    await page.goto(`/${lang}/tickets`);
    await page.waitForTimeout(1500);
    await shot('events', true);
    await page.goto(`/${lang}/guided-tours?language=fr`);
    await page.waitForTimeout(1500);
    await shot('tours-fr');
    await page.goto(`/${lang}/guided-tours/2001`);
    const day = calendarGrid(page).getByRole('button', { disabled: false }).first();
    await day.click();
    await expect(chosenDay(page)).toHaveCount(1);
    const time = page.getByRole('main').getByRole('group', { name: uiText(lang, 'tours', 'detail.timeLegend') }).getByRole('radio', { disabled: false }).first();
    if (!(await time.isChecked())) await time.locator('xpath=..').click();
    await page.getByRole('main').getByRole('button', { name: new RegExp(`^${uiText(lang, 'tours', 'detail.increment').split('{{name}}')[0]}`) }).first().click();
    await page.waitForTimeout(500);
    await shot('tour-chosen');

    const plan = planPurchase(catalog(), 2, false);
    await page.goto(`/${lang}/tickets/${plan.event.id}`);
    await chooseTickets(page, lang, catalog(), plan, journeySlot(testInfo, 3));
    await page.waitForTimeout(500);
    await shot('event-chosen');
    await addToBasketAndOpen(page, lang);
    const guest = guestFor(testInfo, `shots-${lang}`);
    await registerAsGuest(page, lang, guest);
    await submitGuest(page, lang);
    await page.waitForTimeout(800);
    await shot('payment-step', true);
    await fillPaymentStep(page, lang, catalog(), guest);
    await page.getByRole('main').getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
    await expect(page).toHaveURL(/\/pay\//);
    await shot('pay-page', true);
    await payPageButton(page, lang, 'decline', catalog(), plan).click();
    await expect(page).toHaveURL(/checkout\/failed/);
    await page.waitForTimeout(800);
    await shot('failed', true);
    await page.getByRole('button', { name: payButtonName(catalog(), lang, plan), exact: true }).click();
    await payPageButton(page, lang, 'pay', catalog(), plan).click();
    await expect(page).toHaveURL(/checkout\/success/);
    await expect(page.getByRole('region', { name: uiText(lang, 'checkout', 'basket.summary') })).toBeVisible();
    await page.waitForTimeout(800);
    await shot('success', true);
  });
}
