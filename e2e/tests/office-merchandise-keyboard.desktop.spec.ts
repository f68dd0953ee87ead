import { expect, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { tabTo } from '../support/purchase.ts';

test('an editor works on the shop goods with the keyboard alone: moves a category and back, creates a product, adds stock; focus always visible', async ({ page }, testInfo) => {
  test.slow();
  await signIn(page, demoStaff('editor'));
  const main = page.getByRole('main');
  await tabTo(page, (await officeSections(page)).getByRole('link', { name: officeText('nav.merchandise') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.title'));

  // A category moved down and up again: the focus stays on the button that moved with it.
  await tabTo(page, main.getByRole('link', { name: officeText('merch.categoriesLink') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.categoriesTitle'));
  const down = main.getByRole('button', { name: officeText('merch.moveDown', { name: 'Books' }) });
  await tabTo(page, down);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status').filter({ hasText: officeText('merch.orderSaved') })).toBeVisible();
  await expect(down).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, main.getByRole('button', { name: officeText('merch.moveUp', { name: 'Books' }) }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(main.locator('.category-name').first()).toHaveText('Books');

  // A new product, typed and created from the keyboard.
  await tabTo(page, main.getByRole('link', { name: officeText('merch.backToList') }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, main.getByRole('link', { name: officeText('merch.new') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('merch.newTitle'));
  const name = `Keyboard tote ${testInfo.project.name} ${Date.now()}`;
  await tabTo(page, field(page, officeText('merch.name')));
  await page.keyboard.type(name);
  await tabTo(page, main.getByLabel(officeText('image.choose')));
  await expectVisibleFocus(page);
  await tabTo(page, field(page, officeText('merch.price')));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('18.00');
  await tabTo(page, field(page, officeText('merch.firstStock')));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4');
  await tabTo(page, main.getByRole('checkbox', { name: 'Gifts' }));
  await page.keyboard.press('Space');
  await expectVisibleFocus(page);
  await tabTo(page, main.getByRole('button', { name: officeText('merch.create') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: officeText('merch.created') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Goods received, from the keyboard.
  await tabTo(page, field(page, officeText('merch.receivedLabel')));
  await page.keyboard.type('6');
  await tabTo(page, main.getByRole('button', { name: officeText('merch.receive') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('status').filter({ hasText: officeText('merch.stockReceived', { count: '6' }) })).toBeVisible();
  await expect(main.getByText(officeText('merch.inStock'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('10');
});
