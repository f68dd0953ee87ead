import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, merch } from '../support/merchandise.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, money } from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;
const lang = 'en';

const main = (page: Page) => page.getByRole('main');
const textLanguage = (page: Page, name: string) => main(page).getByRole('group', { name: officeText('merch.textLanguage') }).getByRole('radio', { name: new RegExp(`^${name}`) });

test('an editor creates a poster with a picture, a price and three in stock; a visitor finds it under Posters and adds it to the basket; the editor adds twenty received', async ({ page, browser }, testInfo) => {
  test.slow();
  const names = { de: `Plakat Gletscher ${testInfo.project.name}`, en: `Glacier poster ${testInfo.project.name}` };

  await signIn(page, demoStaff('editor'));
  await (await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.title'));
  await expectAccessible(page, 'office shop goods');
  await main(page).getByRole('link', { name: officeText('merch.categoriesLink') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.categoriesTitle'));
  await expect(main(page).getByText('/merchandise/posters')).toBeVisible();
  await expectAccessible(page, 'office categories');
  await main(page).getByRole('link', { name: officeText('merch.backToList') }).click();
  await main(page).getByRole('link', { name: officeText('merch.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.newTitle'));
  await expectAccessible(page, 'office new product');

  // The texts in German and English, one language at a time.
  await textLanguage(page, 'Deutsch').check();
  await field(page, officeText('merch.name')).fill(names.de);
  await field(page, officeText('merch.teaser')).fill('50 × 70 cm, im Versandrohr.');
  await textLanguage(page, 'English').check();
  await field(page, officeText('merch.name')).fill(names.en);
  await field(page, officeText('merch.teaser')).fill('50 × 70 cm, shipped in a tube.');
  await field(page, officeText('merch.description')).fill('The Aletsch glacier in 1920.\n\nPrinted in Switzerland.');

  // The picture: uploaded, never typed as a path; then what it shows, in English.
  await main(page).getByLabel(officeText('image.choose')).setInputFiles(join(repoRoot, 'demo/images/banners/lakeside-1920.webp'));
  const preview = main(page).getByRole('img', { name: officeText('image.current') });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await field(page, officeText('merch.pictureAlt')).fill('The glacier poster');

  await field(page, officeText('merch.price')).fill('32.00');
  await field(page, officeText('merch.weight')).fill('300');
  await field(page, officeText('merch.firstStock')).fill('3');
  await main(page).getByRole('checkbox', { name: 'Posters' }).check();
  await expectAccessible(page, 'office product form filled in');
  await main(page).getByRole('button', { name: officeText('merch.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('merch.created') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.en);
  const productId = /\/office\/merchandise\/(\d+)/.exec(page.url())?.[1];
  expect(productId).toBeDefined();
  const inStock = main(page).getByText(officeText('merch.inStock'), { exact: true }).locator('xpath=following-sibling::dd');
  await expect(inStock).toHaveText('3');
  await expectAccessible(page, 'office product saved');

  // A visitor finds it among the posters, with its picture and price, and adds it to the basket.
  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  try {
    await shop.goto(`/${lang}/merchandise/posters`);
    await acceptCookies(shop, catalog(), lang);
    await main(shop).getByRole('link', { name: names.en }).click();
    await expect(main(shop).getByRole('heading', { level: 1 })).toHaveText(names.en);
    await expect(main(shop).getByRole('img', { name: 'The glacier poster' }).first()).toBeVisible();
    await expect(main(shop).getByText(money(catalog(), lang, 3200)).first()).toBeVisible();
    await expect(main(shop).getByText(merch(lang, 'stock.low_other', { count: 3 }))).toBeVisible();
    await addProduct(shop, lang);

    // The editor adds the twenty that arrived: the shop offers them at once.
    await field(page, officeText('merch.receivedLabel')).fill('20');
    await main(page).getByRole('button', { name: officeText('merch.receive') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('merch.stockReceived', { count: '20' }) })).toBeVisible();
    await expect(inStock).toHaveText('23');
    await expectAccessible(page, 'office stock received');

    await shop.reload();
    await expect(main(shop).getByRole('heading', { level: 1 })).toHaveText(names.en);
    await expect(main(shop).getByText(merch(lang, 'stock.inStock'), { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await (await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') }).click();
  await expect(main(page).getByRole('listitem').filter({ hasText: names.en })).toContainText(officeText('merch.availableCount', { count: '23' }));
});

test('a box-office account cannot open the shop goods, and the server refuses their data', async ({ page }) => {
  await signIn(page, demoStaff('boxOffice'));
  await expect((await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') })).toHaveCount(0);
  await page.goto('/office/merchandise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));
  expect((await page.request.get('/office/api/products')).status()).toBe(403);
});
