import { expect, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, field, officeSections, officeText, signIn } from '../support/office.ts';
import { tabTo } from '../support/purchase.ts';

test('an editor creates an event with the keyboard alone: texts in two languages, a ticket, a closed day, focus always visible', async ({ page }, testInfo) => {
  test.slow();
  await signIn(page, demoStaff('editor'));
  const main = page.getByRole('main');
  await tabTo(page, (await officeSections(page)).getByRole('link', { name: officeText('nav.events') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('events.title'));
  await tabTo(page, main.getByRole('link', { name: officeText('events.new') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('events.newTitle'));

  const name = `Tastatur ${testInfo.project.name} ${Date.now()}`;
  // The language of the texts: the radios of one group, moved through with the arrow keys.
  const languages = main.getByRole('group', { name: officeText('events.textLanguage') });
  await tabTo(page, languages.getByRole('radio', { checked: true }));
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowLeft');
  await expect(languages.getByRole('radio', { name: /^Deutsch/ })).toBeChecked();
  await tabTo(page, field(page, officeText('events.name')));
  await page.keyboard.type(name);
  await tabTo(page, field(page, officeText('events.ticketName')));
  await page.keyboard.type('Erwachsene');
  await tabTo(page, field(page, officeText('events.price')));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12.50');
  await expectVisibleFocus(page);

  await tabTo(page, languages.getByRole('radio', { checked: true }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(languages.getByRole('radio', { name: /^English/ })).toBeChecked();
  await tabTo(page, field(page, officeText('events.name')));
  await page.keyboard.type(`Keyboard ${name}`);

  // A closed day: the button adds a date, typed into its field.
  await tabTo(page, main.getByRole('button', { name: officeText('schedule.addException') }));
  await page.keyboard.press('Enter');
  const exception = main.getByLabel(officeText('schedule.date'), { exact: true });
  // Entered forwards, a date field starts at its month (the browser's en-US order) and moves on by itself.
  await tabTo(page, main.getByRole('button', { name: officeText('schedule.addSeason') }), { backwards: true });
  await page.keyboard.press('Tab');
  await expect(exception).toBeFocused();
  await page.keyboard.type('12242027');
  await expect(exception).toHaveValue('2027-12-24');
  await expect(main.getByRole('checkbox', { name: officeText('schedule.closedAllDay') })).toBeChecked();

  await tabTo(page, main.getByRole('button', { name: officeText('events.create') }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: officeText('events.created') })).toBeVisible();
  // The office reads in English: the English name heads the page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Keyboard ${name}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
