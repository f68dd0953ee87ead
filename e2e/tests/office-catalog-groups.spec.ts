import type { Page, TestInfo } from '@playwright/test';
import { text } from '../support/catalog.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { errorText } from '../support/merchandise.ts';
import { demoStaff, field, officeSections, officeText, signIn } from '../support/office.ts';
import { acceptCookies } from '../support/purchase.ts';
import { shops } from '../support/shops.ts';
import { tourName, tourOf } from '../support/tours.ts';
import { uiText } from '../support/ui-text.ts';

const catalog = shops.demo.catalog;
const lang = 'en';

/**
 * The catalog's entries each project files under its own new group: ones no other journey books or
 * edits, and a different one per project, so the desktop and phone journeys never edit the same.
 */
const TOUR = { desktop: 2007, phone: 2004 };
const VOUCHER = { desktop: 7004, phone: 7002 };
const projectOf = (testInfo: TestInfo): 'desktop' | 'phone' => (testInfo.project.name === 'phone' ? 'phone' : 'desktop');

const main = (page: Page) => page.getByRole('main');
const saved = (page: Page, key: string, values: Record<string, string> = {}) => expect(page.getByRole('status').filter({ hasText: officeText(key, values) })).toBeVisible();

/** Adds a group on its list (open), named in English. */
const addGroup = async (page: Page, texts: 'tourCategories' | 'voucherGroups', name: string): Promise<void> => {
  await main(page).getByRole('button', { name: officeText(`${texts}.add`) }).click();
  await field(page, officeText('groups.name')).fill(name);
  await main(page).getByRole('button', { name: officeText(`${texts}.create`) }).click();
  await saved(page, `${texts}.created`);
  await expect(main(page).getByRole('listitem').filter({ hasText: name })).toBeVisible();
};

const renameGroup = async (page: Page, from: string, to: string): Promise<void> => {
  await main(page).getByRole('button', { name: officeText('groups.renameLabel', { name: from }) }).click();
  await field(page, officeText('groups.name')).fill(to);
  await main(page).getByRole('button', { name: officeText('groups.save') }).click();
  await saved(page, 'groups.saved');
  await expect(main(page).getByRole('listitem').filter({ hasText: to })).toBeVisible();
};

/** Asks to delete a group and confirms. */
const deleteGroup = async (page: Page, texts: 'tourCategories' | 'voucherGroups', name: string): Promise<void> => {
  await main(page).getByRole('button', { name: officeText('groups.deleteLabel', { name }) }).click();
  const asked = officeText(`${texts}.confirmDelete`, { name });
  const question = main(page).getByRole('group', { name: asked });
  await expect(question.getByText(asked)).toBeFocused();
  await question.getByRole('button', { name: officeText('groups.confirmYes') }).click();
};

const inUse = (page: Page) => expect(main(page).getByRole('alert').filter({ hasText: errorText(lang, 'OFFICE_GROUP_IN_USE_one', { count: '1' }) })).toBeVisible();

test('an editor adds a tour category and gives it to a tour; the visitor’s tour list offers it as a filter, renamed when it is renamed; it cannot be deleted while the tour has it', async ({ page, browser }, testInfo) => {
  test.slow();
  const tour = tourOf(catalog(), TOUR[projectOf(testInfo)]);
  const names = { first: `Evening walks ${testInfo.project.name}`, renamed: `Twilight walks ${testInfo.project.name}` };
  const openTour = async () => {
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.tours') }).click();
    await main(page).getByRole('link', { name: tourName(catalog(), tour, lang), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourName(catalog(), tour, lang));
  };
  const fileTour = async (filed: boolean) => {
    await openTour();
    const category = main(page).getByRole('group', { name: officeText('tours.categories') }).getByRole('checkbox', { name: filed ? names.first : names.renamed });
    await category.setChecked(filed);
    await main(page).getByRole('button', { name: officeText('events.save') }).click();
    await saved(page, 'events.saved');
  };
  const openCategories = async () => {
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.tours') }).click();
    await main(page).getByRole('link', { name: officeText('tourCategories.title') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('tourCategories.title'));
  };

  await signIn(page, demoStaff('editor'));
  await openCategories();
  await expectAccessible(page, 'office tour categories');
  await addGroup(page, 'tourCategories', names.first);
  await expectAccessible(page, 'office tour category added');
  await fileTour(true);

  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  try {
    await shop.goto(`/${lang}/guided-tours`);
    await acceptCookies(shop, catalog(), lang);
    const categoryFilter = main(shop).getByRole('group', { name: uiText(lang, 'tours', 'list.filtersLabel') }).getByLabel(uiText(lang, 'tours', 'list.category'), { exact: true });
    await categoryFilter.selectOption({ label: names.first });
    const cards = main(shop).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('link', { name: tourName(catalog(), tour, lang), exact: true })).toBeVisible();

    // Renamed in the office: the visitor's list offers the new name.
    await openCategories();
    await renameGroup(page, names.first, names.renamed);
    await shop.goto(`/${lang}/guided-tours`);
    await expect(categoryFilter.getByRole('option', { name: names.renamed })).toHaveCount(1);
    await expect(categoryFilter.getByRole('option', { name: names.first })).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // The tour still has it: the delete is refused, and the category stays.
  await deleteGroup(page, 'tourCategories', names.renamed);
  await inUse(page);
  await expect(main(page).getByRole('button', { name: officeText('groups.deleteLabel', { name: names.renamed }) })).toBeFocused();
  await expectAccessible(page, 'office tour category in use');

  // Taken off the tour, it goes, and the demo's tour is as it was.
  await fileTour(false);
  await openCategories();
  await deleteGroup(page, 'tourCategories', names.renamed);
  await saved(page, 'tourCategories.deleted', { name: names.renamed });
  await expect(main(page).getByRole('listitem').filter({ hasText: names.renamed })).toHaveCount(0);
});

test('an editor adds a voucher group and puts a gift voucher in it; the visitor’s voucher list offers it; it cannot be deleted while the voucher is in it', async ({ page, browser }, testInfo) => {
  test.slow();
  const voucherId = VOUCHER[projectOf(testInfo)];
  const voucher = (catalog().gift_vouchers as { id: number; name: Record<string, string>; group: number }[]).find((entry) => entry.id === voucherId);
  if (voucher === undefined) throw new Error(`the demo has no gift voucher ${voucherId}`);
  const voucherName = text(catalog(), voucher.name, lang);
  const originalGroup = (catalog().voucher_groups as { id: number; name: Record<string, string> }[]).find((group) => group.id === voucher.group);
  const groupName = `Birthdays ${testInfo.project.name}`;
  const putVoucherIn = async (group: string) => {
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.passesVouchers') }).click();
    await main(page).getByRole('link', { name: voucherName, exact: true }).click();
    await field(page, officeText('giftVouchers.group')).selectOption({ label: group });
    await main(page).getByRole('button', { name: officeText('events.save') }).click();
    await saved(page, 'events.saved');
  };
  const openGroups = async () => {
    await (await officeSections(page)).getByRole('link', { name: officeText('nav.passesVouchers') }).click();
    await main(page).getByRole('link', { name: officeText('voucherGroups.title') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('voucherGroups.title'));
  };

  await signIn(page, demoStaff('editor'));
  await openGroups();
  await addGroup(page, 'voucherGroups', groupName);
  await expectAccessible(page, 'office voucher groups');
  await putVoucherIn(groupName);

  const visitor = await browser.newContext({ viewport: page.viewportSize() });
  const shop = await visitor.newPage();
  try {
    await shop.goto(`/${lang}/vouchers`);
    await acceptCookies(shop, catalog(), lang);
    const groups = main(shop).getByRole('group', { name: uiText(lang, 'vouchers', 'list.filterLabel') });
    await groups.getByRole('button', { name: groupName }).click();
    const cards = main(shop).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(voucherName);
  } finally {
    await visitor.close();
  }

  await openGroups();
  await deleteGroup(page, 'voucherGroups', groupName);
  await inUse(page);

  // Back in its group, the voucher leaves the new one empty, and it goes.
  await putVoucherIn(text(catalog(), originalGroup?.name ?? {}, lang));
  await openGroups();
  await deleteGroup(page, 'voucherGroups', groupName);
  await saved(page, 'voucherGroups.deleted', { name: groupName });
});
