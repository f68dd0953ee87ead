import { expect, test } from '../support/fixtures.ts';
import { claimedCode, demoStaff, expectVisibleFocus, officeSections, officeText } from '../support/office.ts';

test('signing in and reaching the audit log with the keyboard alone, focus always visible', async ({ page }) => {
  const owner = demoStaff('owner');
  await page.goto('/office/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.title'));
  // The page's heading holds the focus, so the first Tab reaches the form's first field.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(officeText('signIn.email'))).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(owner.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(officeText('signIn.password'))).toBeFocused();
  await page.keyboard.type(owner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.totpTitle'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(officeText('code.label'))).toBeFocused();
  await page.keyboard.type(await claimedCode(page, owner.totpSecret));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: owner.name }));

  // The start page's heading has the focus; back up to the navigation (header controls before it), then on.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const auditLink = (await officeSections(page)).getByRole('link', { name: officeText('nav.audit') });
  for (let step = 0; step < 10 && !(await auditLink.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Shift+Tab');
  await expect(auditLink).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('audit.title'));
  // From the new page's heading, once it holds the focus, Tab reaches the audit filter's first field.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(officeText('audit.staff'))).toBeFocused();
  await expectVisibleFocus(page);
});
