import { expect, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { tabTo } from '../support/purchase.ts';

test('an editor creates a tour with the keyboard alone: its language, name, kept out of the shop, a category, a price, a start time and a question, focus always visible', async ({ page }, testInfo) => {
  test.slow();
  await signIn(page, demoStaff('editor'));
  const main = page.getByRole('main');
  await tabTo(page, (await officeSections(page)).getByRole('link', { name: officeText('nav.tours') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('tours.title'));
  await tabTo(page, main.getByRole('link', { name: officeText('tours.new') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('tours.newTitle'));

  const name = `Keyboard tour ${testInfo.project.name} ${Date.now()}`;
  await tabTo(page, field(page, officeText('events.name')));
  await page.keyboard.type(name);
  await tabTo(page, field(page, officeText('tours.language')));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(field(page, officeText('tours.language'))).not.toHaveValue('en');
  // Kept out of the shop, so the tour-list journeys find the catalog's tours alone.
  const listed = main.getByRole('checkbox', { name: officeText('events.listedLabel') });
  await tabTo(page, listed);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(listed).not.toBeChecked();
  const category = main.getByRole('group', { name: officeText('tours.categories') }).getByRole('checkbox').first();
  await tabTo(page, category);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(category).toBeChecked();

  await tabTo(page, field(page, officeText('tours.priceName')));
  await page.keyboard.type('Tour');
  await tabTo(page, field(page, officeText('events.price')));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('9.50');

  await tabTo(page, main.getByRole('button', { name: officeText('tours.addQuestion') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await tabTo(page, field(page, officeText('tours.questionLabel')), { backwards: true });
  await page.keyboard.type('Wheelchair?');

  const times = field(page, officeText('schedule.times'));
  await tabTo(page, times);
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('13:15');

  await tabTo(page, main.getByRole('button', { name: officeText('tours.create') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: officeText('tours.created') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(field(page, officeText('schedule.times'))).toHaveValue('13:15');
  await expect(field(page, officeText('tours.questionLabel'))).toHaveValue('Wheelchair?');
});
