import { expectAccessible, expect, test } from '../support/fixtures.ts';
import { demoStaff, enterCode, field, officeSections, officeText, setUpLinkFromMail, signIn, totpCode } from '../support/office.ts';

/**
 * The owner's journey: sign in with the second factor, invite an editor, and the editor's: the
 * invitation mail, choosing a password, enrolling an authenticator, signed in with the editor's
 * sections only. Every screen on the way is checked with axe.
 */
test('an owner invites an editor, who sets up a password and an authenticator and signs in', async ({ page, browser }, testInfo) => {
  test.slow();
  const owner = demoStaff('owner');
  await signIn(page, owner);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: owner.name }));
  await expect((await officeSections(page)).getByRole('link')).toHaveText(
    ['nav.start', 'nav.events', 'nav.tours', 'nav.merchandise', 'nav.passesVouchers', 'nav.paymentShipping', 'nav.suggestions', 'nav.pages', 'nav.settings', 'nav.orders', 'nav.desk', 'nav.reservations', 'nav.flaggedOrders', 'nav.slotChanges', 'nav.shipping', 'nav.visitors', 'nav.reports', 'nav.doorScanner', 'nav.doorConflicts', 'nav.staff', 'nav.doorDevices', 'nav.audit'].map((key) => officeText(key)),
  );
  await expectAccessible(page, 'office start (owner)');

  await (await officeSections(page)).getByRole('link', { name: officeText('nav.staff') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('staff.title'));
  await expect(page.getByRole('main').getByRole('link', { name: owner.name })).toBeVisible();
  await expectAccessible(page, 'office staff list');

  const email = `editor-${testInfo.project.name}-${Date.now()}@museum.example`;
  await page.getByRole('link', { name: officeText('staff.invite') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('invite.title'));
  await expectAccessible(page, 'office invite form');
  await field(page, officeText('invite.name')).fill('Erin Editor');
  await field(page, officeText('invite.email')).fill(email);
  await field(page, officeText('staff.role')).selectOption({ label: officeText('role.editor') });
  await page.getByRole('button', { name: officeText('invite.submit') }).click();
  await expect(page.getByRole('status')).toHaveText(officeText('invite.sent', { email }));

  // The desktop and phone runs (and a retry) each invite an Erin Editor: the row with this one's address.
  await page.goto('/office/staff');
  await page.getByRole('main').getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: 'Erin Editor' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erin Editor');
  await expectAccessible(page, 'office staff edit');

  await (await officeSections(page)).getByRole('link', { name: officeText('nav.audit') }).click();
  await expect(page.getByRole('main').getByText('staff.create').first()).toBeVisible();
  await expectAccessible(page, 'office audit log');

  const link = await setUpLinkFromMail(page, email);
  // The invited editor on a device of their own: nothing of the owner's session.
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const editor = await context.newPage();
  try {
    await editor.goto(new URL(link).pathname);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(officeText('setUp.title'));
    await expectAccessible(editor, 'office set-up');
    const password = 'a long walk through the museum';
    await field(editor, officeText('setUp.password')).fill(password);
    await expect(editor.getByText(officeText('setUp.strengthStrong'))).toBeVisible();
    await field(editor, officeText('setUp.repeat')).fill(password);
    await editor.getByRole('button', { name: officeText('setUp.submit') }).click();

    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(officeText('enrol.title'));
    await expect(editor.getByRole('img', { name: officeText('enrol.qrAlt') })).toBeVisible();
    await expectAccessible(editor, 'office enrolment');
    const secret = ((await editor.getByLabel(officeText('enrol.secretLabel')).textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await enterCode(editor, secret, officeText('enrol.submit'));
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: 'Erin Editor' }));
    await expect((await officeSections(editor)).getByRole('link')).toHaveText(['nav.start', 'nav.events', 'nav.tours', 'nav.merchandise', 'nav.passesVouchers', 'nav.paymentShipping', 'nav.suggestions', 'nav.pages'].map((key) => officeText(key)));

    // Signing in again later: password and the app's code.
    await editor.getByRole('button', { name: officeText('shell.signOut') }).click();
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(officeText('signIn.title'));
    await signIn(editor, { email, password, totpSecret: secret });
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(officeText('start.title', { name: 'Erin Editor' }));
    expect(totpCode(secret)).toMatch(/^\d{6}$/);
  } finally {
    await context.close();
  }
});
