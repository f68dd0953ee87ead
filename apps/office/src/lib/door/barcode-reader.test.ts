import { afterEach, expect, it, vi } from 'vitest';
import { frameReader } from './barcode-reader';

const CODE = '1234567890123456';

/**
 * A browser's own BarcodeDetector as the Barcode Detection API describes it, which sees CODE in every
 * frame; `supported` is what its getSupportedFormats answers, null for a browser without that method.
 */
const browserDetector = (supported: string[] | null) => {
  const built: string[][] = [];
  class BarcodeDetector {
    constructor(options: { formats: string[] }) {
      built.push(options.formats);
    }

    async detect() {
      return [{ rawValue: CODE }];
    }
  }
  const listed = supported === null ? {} : { getSupportedFormats: async () => supported };
  return { detector: Object.assign(BarcodeDetector, listed), built };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("reads frames with the browser's own detector when it reads both codes a ticket prints", async () => {
  const { detector, built } = browserDetector(['aztec', 'code_128', 'ean_13', 'qr_code']);
  vi.stubGlobal('BarcodeDetector', detector);
  const read = await frameReader();
  expect(await read(document.createElement('canvas'))).toBe(CODE);
  expect(built).toEqual([['qr_code', 'code_128']]);
});

it('trusts a detector that cannot list its formats with both codes', async () => {
  const { detector, built } = browserDetector(null);
  vi.stubGlobal('BarcodeDetector', detector);
  const read = await frameReader();
  expect(await read(document.createElement('canvas'))).toBe(CODE);
  expect(built).toEqual([['qr_code', 'code_128']]);
});

it('leaves a detector that cannot read QR codes unused and reads with ZXing instead', async () => {
  const { detector, built } = browserDetector(['code_128', 'ean_13']);
  vi.stubGlobal('BarcodeDetector', detector);
  // jsdom has no 2D canvas: ZXing gets none, said here rather than by jsdom's warning, and reads nothing.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const read = await frameReader();
  // The browser's detector would have read CODE.
  expect(await read(document.createElement('canvas'))).toBeNull();
  expect(built).toEqual([]);
});
