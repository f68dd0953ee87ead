import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { demoStaff, field, officeText, signIn } from '../support/office.ts';

test('the owner adds a door device, sees its pairing code and QR code, sets a PIN and revokes it; the revoked token is refused', async ({ page }, testInfo) => {
  const name = `Journey door ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, demoStaff('owner'));
  await page.goto('/office/door-devices');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('doorDevices.title'));
  await expectAccessible(page, 'door devices');

  await field(page, officeText('doorDevices.name')).fill(name);
  await page.getByRole('main').getByRole('button', { name: officeText('doorDevices.add') }).click();
  await expect(page.getByRole('heading', { name: officeText('doorDevices.pairingTitle', { name }) })).toBeVisible();
  const code = ((await page.getByTestId('door-pairing-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await expect(page.getByRole('img', { name: officeText('doorDevices.qrAlt') })).toBeVisible();
  await expectAccessible(page, 'door devices with a pairing code');

  // The phone pairs with the code: its token then opens the device's calls.
  const paired = await page.request.post('/office/api/door/pair', { data: { code } });
  expect(paired.status()).toBe(200);
  const token = ((await paired.json()) as { data: { token: string } }).data.token;
  const config = () => page.request.get('/office/api/door/config', { headers: { authorization: `Bearer ${token}` } });
  expect((await config()).status()).toBe(200);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
  await card.getByLabel(officeText('doorDevices.pinLabel'), { exact: true }).fill('2468');
  await card.getByRole('button', { name: officeText('doorDevices.setPin') }).click();
  await expect(page.getByText(officeText('doorDevices.pinSaved', { name }))).toBeVisible();
  expect(((await (await config()).json()) as { data: { pin: unknown } }).data.pin).not.toBeNull();

  await card.getByRole('button', { name: officeText('doorDevices.revoke'), exact: true }).click();
  await expect(card.getByText(officeText('doorDevices.revokeQuestion', { name }))).toBeVisible();
  await expectAccessible(page, 'door devices asking before revoking');
  await card.getByRole('button', { name: officeText('doorDevices.revokeNow') }).click();
  await expect(page.getByText(officeText('doorDevices.revoked', { name }))).toBeVisible();

  const refused = await config();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('DOOR_DEVICE_REVOKED');
});

test('door staff open the tickets admitted twice', async ({ page }) => {
  await signIn(page, demoStaff('door'));
  await page.goto('/office/door-conflicts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(officeText('doorConflicts.title'));
  // Today may list the scanner journeys' double admissions; a day before the shop opened has none.
  await expectAccessible(page, 'tickets admitted twice');
  await field(page, officeText('doorConflicts.date')).fill('2020-01-06');
  await page.getByRole('main').getByRole('button', { name: officeText('doorConflicts.show') }).click();
  await expect(page.getByText(officeText('doorConflicts.empty'))).toBeVisible();
});
