import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { addProduct, errorText, merch } from '../support/merchandise.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies, money } from '../support/purchase.ts';
import { repoRoot, shops } from '../support/shops.ts';

const catalog = shops.demo.catalog;
const lang = 'en';

const main = (page: Page) => page.getByRole('main');
const textLanguage = (page: Page, name: string) => main(page).getByRole('group', { name: officeText('merch.textLanguage') }).getByRole('radio', { name: new RegExp(`^${name}`) });

/**
 * The file an img picked from its srcset, and the widths it was offered: an uploaded picture is
 * offered in every stored width, and the browser takes the one the picture's drawn size needs.
 */
const pickedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => ({
    offered: img.srcset.split(', ').map((candidate) => candidate.split(' ')[1]),
    picked: Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1]),
  }));

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
    // The card's picture: three widths offered, and the narrowest that fills the card taken (a phone's 2× screen needs twice its 375 px).
    const card = main(shop).getByRole('article').filter({ hasText: names.en }).locator('img');
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const phone = testInfo.project.name === 'phone';
    expect(await pickedWidth(card)).toEqual({ offered: ['640w', '1280w', '1920w'], picked: phone ? 1280 : 640 });
    await main(shop).getByRole('link', { name: names.en }).click();
    await expect(main(shop).getByRole('heading', { level: 1 })).toHaveText(names.en);
    const large = main(shop).getByRole('img', { name: 'The glacier poster' }).first();
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Beside the facts on a wide screen (36rem), across the phone: each loads the width it draws.
    expect(await pickedWidth(large)).toEqual({ offered: ['640w', '1280w', '1920w'], picked: phone ? 1280 : 640 });
    const uploadedId = /\/static\/uploads\/([\w-]{22})-\d+\.webp$/.exec(await large.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1] ?? '';
    await expect(main(shop).getByText(money(catalog(), lang, 3200)).first()).toBeVisible();
    await expect(main(shop).getByText(merch(lang, 'stock.low_other', { count: 3 }))).toBeVisible();
    await addProduct(shop, lang);

    // The editor adds the twenty that arrived: the shop offers them at once.
    await field(page, officeText('merch.receivedLabel')).fill('20');
    await main(page).getByRole('button', { name: officeText('merch.receive') }).click();
    await expect(page.getByRole('status').filter({ hasText: officeText('merch.stockReceived', { count: '20' }) })).toBeVisible();
    await expect(inStock).toHaveText('23');
    await expectAccessible(page, 'office stock received');

    // Opened at its address, the page comes with its picture preloaded from the very widths and sizes its img picks from.
    const opened = await shop.reload();
    const stored = [640, 1280, 1920].map((width) => `/static/uploads/${uploadedId}-${width}.webp ${width}w`).join(', ');
    expect(await opened?.text()).toContain(`<link rel="preload" as="image" imagesrcset="${stored}" imagesizes="(min-width: 1216px) 36rem, (min-width: 769px) 47vw, 100vw" fetchpriority="high">`);
    await expect(main(shop).getByRole('heading', { level: 1 })).toHaveText(names.en);
    await expect(main(shop).getByText(merch(lang, 'stock.inStock'), { exact: true })).toBeVisible();
  } finally {
    await visitor.close();
  }

  await (await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') }).click();
  await expect(main(page).getByRole('listitem').filter({ hasText: names.en })).toContainText(officeText('merch.availableCount', { count: '23' }));
});

/**
 * Confirms the deletion the category's row asks about, until `answer` shows. Another journey moving the
 * categories at that moment counts every category's version up: the row then says so and holds the
 * current version, and confirming again deletes that one.
 */
const confirmDeletion = async (page: Page, answer: Locator): Promise<void> => {
  const confirm = main(page).getByRole('button', { name: officeText('merch.deleteConfirm') });
  const stale = main(page).getByRole('alert').filter({ hasText: errorText(lang, 'OFFICE_STALE') });
  await confirm.press('Enter');
  await expect(answer.or(stale)).toBeVisible();
  if (await stale.isVisible()) await confirm.press('Enter');
  await expect(answer).toBeVisible();
};

test('an editor deletes a category after confirming it, by keyboard; one that holds goods is refused, saying how many', async ({ page }, testInfo) => {
  const name = `Maps ${testInfo.project.name}`;
  await signIn(page, demoStaff('editor'));
  await page.goto('/office/merchandise/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.categoriesTitle'));
  await main(page).getByRole('button', { name: officeText('merch.addCategory') }).click();
  await field(page, officeText('merch.categoryName')).fill(name);
  await main(page).getByRole('button', { name: officeText('merch.createCategory') }).click();
  await expect(page.getByRole('status').filter({ hasText: officeText('merch.categoryCreated') })).toBeVisible();

  // Asked first, in the category's row; Escape keeps it and gives the focus back to its Delete.
  const deleteButton = main(page).getByRole('button', { name: officeText('merch.deleteCategory', { name }) });
  await deleteButton.focus();
  await page.keyboard.press('Enter');
  const question = main(page).getByText(officeText('merch.deleteQuestion', { name, slug: `maps-${testInfo.project.name}` }));
  await expect(question).toBeFocused();
  await expectAccessible(page, 'office category deletion asked');
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(deleteButton).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(main(page).getByRole('button', { name: officeText('merch.deleteConfirm') })).toBeFocused();
  const deleted = page.getByRole('status').filter({ hasText: officeText('merch.categoryDeleted', { name }) });
  await confirmDeletion(page, deleted);
  await expect(deleted.getByText(officeText('merch.categoryDeleted', { name }))).toBeFocused();
  await expect(main(page).locator('.category-name').filter({ hasText: name })).toHaveCount(0);

  // Books holds the demo's three books: refused in its row, and it stays.
  await main(page).getByRole('button', { name: officeText('merch.deleteCategory', { name: 'Books' }) }).click();
  await confirmDeletion(page, main(page).getByRole('alert').filter({ hasText: errorText(lang, 'OFFICE_CATEGORY_IN_USE_other', { products: '3' }) }));
  await expectAccessible(page, 'office category deletion refused');
  await main(page).getByRole('button', { name: officeText('merch.deleteKeep') }).click();
  await expect(main(page).locator('.category-name').filter({ hasText: 'Books' })).toHaveCount(1);
});

test('a box-office account cannot open the shop goods, and the server refuses their data', async ({ page }) => {
  await signIn(page, demoStaff('boxOffice'));
  await expect((await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') })).toHaveCount(0);
  await page.goto('/office/merchandise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));
  expect((await page.request.get('/office/api/products')).status()).toBe(403);
});
