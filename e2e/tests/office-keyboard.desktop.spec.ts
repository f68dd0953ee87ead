import { expect, test } from '../support/fixtures.ts';
import { demoStaff, expectVisibleFocus, officeSections, officeText, totpCode } from '../support/office.ts';

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
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(totpCode(owner.totpSecret));
    await page.keyboard.press('Enter');
    const signedIn = await page
      .getByRole('heading', { level: 1, name: officeText('start.title', { name: owner.name }) })
      .waitFor({ timeout: 5000 })
      .then(() => true, () => false);
    if (signedIn) break;
    // Another journey used this step's code for the same demo owner: the next step's code is new.
    await page.waitForTimeout(30_500 - (Date.now() % 30_000));
    await page.getByLabel(officeText('code.label')).focus();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: owner.name }));

  // The start page's heading has the focus; back up to the navigation (header controls before it), then on.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const auditLink = (await officeSections(page)).getByRole('link', { name: officeText('nav.audit') });
  for (let step = 0; step < 10 && !(await auditLink.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press('Shift+Tab');
  await expect(auditLink).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('audit.title'));
  // From the new page's heading, Tab reaches the audit filter's first field.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(officeText('audit.staff'))).toBeFocused();
  await expectVisibleFocus(page);
});
