import { expectAccessible, expect, test } from '../support/fixtures.ts';
import { demoStaff, officeSections, officeText, signIn } from '../support/office.ts';
import { shops } from '../support/shops.ts';

test('a door account sees neither the staff screens nor reaches them, and the server refuses their data', async ({ page }) => {
  const door = demoStaff('door');
  await signIn(page, door);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: door.name }));
  await expect(page.getByRole('banner')).toContainText(officeText('shell.signedInAs', { name: door.name, role: officeText('role.door') }));
  await expect(page.getByRole('banner')).toContainText(String(shops.demo.catalog().shop.meta.museum_name));
  await expect((await officeSections(page)).getByRole('link')).toHaveText([officeText('nav.start'), officeText('nav.doorScanner'), officeText('nav.doorConflicts')]);
  await expectAccessible(page, 'office start (door)');

  for (const path of ['/office/staff', '/office/staff/new', '/office/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('shell.notAllowedTitle'));
  }
  await expectAccessible(page, 'office not allowed');

  // The browser's own session cookie, asking the API directly: the role is checked on the server too.
  for (const path of ['/office/api/staff', '/office/api/audit']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(403);
    expect((await answer.json()) as { code: string }).toMatchObject({ code: 'OFFICE_FORBIDDEN' });
  }
});

test('a signed-out visitor is sent to sign-in and returns to the page asked for, the strict policy refusing nothing the office needs', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/office/audit?action=staff.create');
  await expect(page).toHaveURL(/\/office\/sign-in\?next=%2Faudit%3Faction%3Dstaff\.create$/);
  await expectAccessible(page, 'office sign-in');
  await signIn(page, demoStaff('owner'), page.url());
  await expect(page).toHaveURL(/\/office\/audit\?action=staff\.create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('audit.title'));
  expect(refused).toEqual([]);
});

test('a wrong password shows its translated message', async ({ page }) => {
  await page.goto('/office/sign-in');
  await page.getByRole('main').getByLabel(officeText('signIn.email'), { exact: true }).fill('nobody@museum.example');
  await page.getByRole('main').getByLabel(officeText('signIn.password'), { exact: true }).fill('not the password');
  await page.getByRole('button', { name: officeText('signIn.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  await expectAccessible(page, 'office sign-in with an error');
});
