import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfText } from '../../apps/server/src/test-support/pdf-text.ts';
import {
  browserWithCamera,
  doorText,
  nextVisitor,
  openDoorAllDay,
  ownerRegistersDoor,
  pairedPhone,
  pairingPhone,
  printedCodes,
  typeCode,
  verdict,
  visitorBuysTicketsPdf,
} from '../support/door.ts';
import { fakeCameraArgs, looksLikeQrCode, pdfPictures, y4mOfPicture } from '../support/fake-camera.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { startOwnServer } from '../support/own-server.ts';
import { shops } from '../support/shops.ts';

/** Each project registers doors of its own, so parallel runs never pair each other's devices. */
const doorName = (testInfo: { project: { name: string } }, door: string) => `${door} (${testInfo.project.name} ${Date.now()})`;

test('a real ticket held up to the camera is admitted in German, then refused as used on a second phone, which says when and where', async ({ browser, page }, testInfo) => {
  test.slow();
  const lang = 'de';
  const { pdf, eventId } = await visitorBuysTicketsPdf(browser, page, testInfo, 'door-camera', 1);
  openDoorAllDay(eventId);
  const [qr] = pdfPictures(pdf).filter(looksLikeQrCode);
  if (qr === undefined) throw new Error('the ticket PDF has no QR code');
  const [code] = printedCodes(pdfText(pdf));
  if (code === undefined) throw new Error('the ticket PDF prints no code');
  const video = join(mkdtempSync(join(tmpdir(), 'foyer-door-video-')), 'ticket.y4m');
  y4mOfPicture(qr, video);

  const mainEntrance = await ownerRegistersDoor(browser, doorName(testInfo, 'Haupteingang'));
  const gardenGate = await ownerRegistersDoor(browser, doorName(testInfo, 'Gartentor'));
  const camera = await browserWithCamera(fakeCameraArgs(video));
  try {
    const first = await pairedPhone(camera, testInfo, lang, mainEntrance.code);
    // The camera reads the QR code by itself; nobody types anything.
    await expect(first.page.locator('.door-verdict h2')).toHaveText(doorText(lang, 'verdict.admitted'), { timeout: 30_000 });
    await expect(first.page.getByText(/^Ticket: /)).toBeVisible();
    await expectAccessible(first.page, 'door verdict: admitted');

    const second = await pairedPhone(browser, testInfo, lang, gardenGate.code);
    await expectAccessible(second.page, 'door scan screen');
    await typeCode(second.page, lang, code);
    await expect(verdict(second.page, lang, 'used')).toBeVisible();
    await expect(second.page.getByText(new RegExp(`Haupteingang \\(${testInfo.project.name}`))).toBeVisible();
    await expectAccessible(second.page, 'door verdict: already used');
    await nextVisitor(second.page, lang);
    await second.page.getByRole('link', { name: doorText(lang, 'nav.counts') }).click();
    await expect(second.page.getByText(doorText(lang, 'counts.inside'))).toBeVisible();
    await expectAccessible(second.page, 'door counts');
    await second.context.close();
  } finally {
    await camera.close();
    await mainEntrance.close();
    await gardenGate.close();
  }
});

test('in Italian, phones whose server is killed mid-scan decide alone, admit 50 tickets, sync when it is back and report a ticket admitted at two doors', async ({ browser, page }, testInfo) => {
  test.slow();
  const lang = 'it';
  // A server of the journey's own: killed, as a crash or a power cut would, and started again on its database.
  const server = await startOwnServer(`door-offline-${testInfo.retry}`);
  try {
    // Fifty tickets in two purchases: a time of the family event has room for 40.
    const purchases = [
      await visitorBuysTicketsPdf(browser, page, testInfo, 'door-offline-first', 25, { shop: server.shop, slot: 0 }),
      await visitorBuysTicketsPdf(browser, page, testInfo, 'door-offline-second', 25, { shop: server.shop, slot: 1 }),
    ];
    for (const { eventId } of purchases) openDoorAllDay(eventId, server.shop);
    const codes = purchases.flatMap(({ pdf }) => printedCodes(pdfText(pdf)));
    expect(codes).toHaveLength(50);
    const [twice] = codes;
    if (twice === undefined) throw new Error('no ticket code');

    const north = await ownerRegistersDoor(browser, doorName(testInfo, 'Ingresso nord'), server.shop);
    const south = await ownerRegistersDoor(browser, doorName(testInfo, 'Ingresso sud'), server.shop);
    const a = await pairedPhone(browser, testInfo, lang, north.code, { shop: server.shop });
    const b = await pairedPhone(browser, testInfo, lang, south.code, { shop: server.shop });
    await north.close();
    await south.close();

    await server.kill();
    await typeCode(b.page, lang, twice);
    await expect(verdict(b.page, lang, 'admitted')).toBeVisible();
    await expect(b.page.getByText(doorText(lang, 'status.offline'))).toBeVisible();
    await nextVisitor(b.page, lang);

    for (const [index, scanned] of codes.entries()) {
      await typeCode(a.page, lang, scanned);
      await expect(verdict(a.page, lang, 'admitted')).toBeVisible();
      if (index === 0) await expectAccessible(a.page, 'door verdict offline');
      await nextVisitor(a.page, lang);
    }
    await expect(a.page.getByText(doorText(lang, 'status.offline'))).toBeVisible();
    await expect(a.page.getByText(doorText(lang, 'status.waiting', { count: '50' }))).toBeVisible();
    // A ticket let in once is refused on the same phone, offline too.
    await typeCode(a.page, lang, twice);
    await expect(verdict(a.page, lang, 'used')).toBeVisible();
    await nextVisitor(a.page, lang);
    await expectAccessible(a.page, 'door scan screen offline');

    // The server is back: the phones notice within their 10 s probe, upload and report the ticket both let in.
    await server.start();
    for (const phone of [b, a]) {
      await expect(phone.page.getByText(doorText(lang, 'status.online'), { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(phone.page.getByText(doorText(lang, 'status.waiting', { count: '0' }))).toBeVisible();
    }
    const conflicts = a.page.getByRole('alert').filter({ hasText: doorText(lang, 'conflicts.title', { count: '1' }) });
    await expect(conflicts).toBeVisible();
    await expect(conflicts).toContainText(twice);
    await expect(conflicts).toContainText(/Ingresso sud .*Ingresso nord/);
    await expectAccessible(a.page, 'door conflicts after sync');
    await a.context.close();
    await b.context.close();
  } finally {
    await server.kill();
  }
});

test('a revoked phone is refused at once, forgets what it kept and asks to be paired again', async ({ browser }, testInfo) => {
  const lang = 'de';
  const lost = await ownerRegistersDoor(browser, doorName(testInfo, 'Verlorenes Telefon'), shops.stripe);
  try {
    const phone = await pairedPhone(browser, testInfo, lang, lost.code, { shop: shops.stripe });
    // Revoked once the scanner is ready: revoked while it still loads, it would return to pairing before any scan.
    await expect(phone.page.getByLabel(doorText(lang, 'scan.code'))).toBeVisible();
    await lost.revoke();
    await typeCode(phone.page, lang, '1234567890123456');
    await expect(phone.page.getByText(doorText(lang, 'pair.revoked'))).toBeVisible();
    await expect(phone.page.getByLabel(doorText(lang, 'pair.code'))).toBeVisible();
    await expectAccessible(phone.page, 'door pairing after revocation');
    await phone.page.reload();
    await expect(phone.page.getByLabel(doorText(lang, 'pair.code'))).toHaveValue('');
  } finally {
    await lost.close();
  }
});

test('the installed scanner opens and decides with no network at all', async ({ browser }, testInfo) => {
  // Signing in may wait for an authenticator step no other sign-in of the member used (up to 30 s).
  test.slow();
  const lang = 'it';
  const door = await ownerRegistersDoor(browser, doorName(testInfo, 'Ingresso giardino'), shops.stripe);
  try {
    const phone = await pairedPhone(browser, testInfo, lang, door.code, { shop: shops.stripe });
    await expect(phone.page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/office/door/manifest.webmanifest');
    // The service worker has taken over and kept the page and the files it loaded.
    await phone.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller === null) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
    await phone.page.waitForTimeout(1000);
    await phone.context.setOffline(true);
    await phone.page.reload();
    await expect(phone.page.getByLabel(doorText(lang, 'scan.code'))).toBeVisible();
    await typeCode(phone.page, lang, '9900000000000001');
    await expect(verdict(phone.page, lang, 'unknown')).toBeVisible();
    await expect(phone.page.getByText(doorText(lang, 'status.offline'))).toBeVisible();
    await expectAccessible(phone.page, 'door scanner opened offline');
    await phone.context.close();
  } finally {
    await door.close();
  }
});

test('a phone whose door has a PIN opens locked and scans once the PIN is entered', async ({ browser }, testInfo) => {
  const lang = 'de';
  const door = await ownerRegistersDoor(browser, doorName(testInfo, 'Seiteneingang'), shops.stripe);
  try {
    await door.setPin('4711');
    const phone = await pairingPhone(browser, testInfo, lang, door.code, { shop: shops.stripe });
    const pin = phone.page.getByLabel(doorText(lang, 'pin.label'), { exact: true });
    await expect(pin).toBeVisible();
    await expectAccessible(phone.page, 'door PIN lock');
    await pin.fill('1234');
    await pin.press('Enter');
    await expect(phone.page.getByText(doorText(lang, 'pin.wrong'))).toBeVisible();
    await pin.fill('4711');
    await pin.press('Enter');
    await expect(phone.page.getByLabel(doorText(lang, 'scan.code'))).toBeVisible();
    await phone.context.close();
  } finally {
    await door.close();
  }
});
