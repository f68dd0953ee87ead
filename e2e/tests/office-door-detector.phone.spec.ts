import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { barcodeDetectorReads, DETECTOR_WASM_PATH, giveBarcodeDetector } from '../support/barcode-detector.ts';
import { browserWithCamera, doorText, openDoorAllDay, ownerRegistersDoor, pairedPhone, visitorBuysTicketsPdf } from '../support/door.ts';
import { fakeCameraArgs, looksLikeQrCode, pdfPictures, y4mOfPicture } from '../support/fake-camera.ts';
import { expect, test } from '../support/fixtures.ts';

/** The office's own ZXing (its script and WebAssembly), which the scanner loads only when the browser has no detector of its own. */
const isOfficeDecoder = (url: string): boolean => new URL(url).pathname.startsWith('/office/assets/zxing_reader');

test('in Danish, a phone whose browser has its own BarcodeDetector reads a real ticket with it and admits the visitor, never loading our decoder', async ({ browser, page }, testInfo) => {
  test.slow();
  const lang = 'da';
  const { pdf, eventId } = await visitorBuysTicketsPdf(browser, page, testInfo, 'door-detector', 1);
  openDoorAllDay(eventId);
  const [qr] = pdfPictures(pdf).filter(looksLikeQrCode);
  if (qr === undefined) throw new Error('the ticket PDF has no QR code');
  const video = join(mkdtempSync(join(tmpdir(), 'foyer-door-video-')), 'ticket.y4m');
  y4mOfPicture(qr, video);

  const door = await ownerRegistersDoor(browser, `Hovedindgang (${testInfo.project.name} ${Date.now()})`);
  const camera = await browserWithCamera(fakeCameraArgs(video));
  const requested: string[] = [];
  try {
    const phone = await pairedPhone(camera, testInfo, lang, door.code, {
      prepare: async (context) => {
        // Every request the phone's pages make, from the first one on: the scanner loads its reader when the camera starts.
        context.on('request', (request) => requested.push(request.url()));
        await giveBarcodeDetector(context);
      },
    });
    // The camera reads the QR code by itself; nobody types anything.
    await expect(phone.page.locator('.door-verdict h2')).toHaveText(doorText(lang, 'verdict.admitted'), { timeout: 30_000 });
    expect(await barcodeDetectorReads(phone.page)).toBeGreaterThan(0);
    expect(requested.map((url) => new URL(url).pathname)).toContain(DETECTOR_WASM_PATH);
    expect(requested.filter(isOfficeDecoder)).toEqual([]);
  } finally {
    await camera.close();
    await door.close();
  }
});
