/** Reads codes from video frames: the browser's own BarcodeDetector where it has one, else ZXing in WebAssembly. */
export type FrameReader = (frame: HTMLVideoElement | HTMLCanvasElement) => Promise<string | null>;

interface Detector {
  detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]>;
}
type DetectorClass = (new (options: { formats: string[] }) => Detector) & { getSupportedFormats?: () => Promise<string[]> };

/** The ticket PDF prints a QR code and a Code 128 barcode of the same text. */
const FORMATS = ['qr_code', 'code_128'];

const nativeReader = async (): Promise<FrameReader | null> => {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native === undefined) return null;
  const supported = (await Native.getSupportedFormats?.()) ?? FORMATS;
  if (!FORMATS.every((format) => supported.includes(format))) return null;
  const detector = new Native({ formats: FORMATS });
  return async (frame) => (await detector.detect(frame))[0]?.rawValue ?? null;
};

/** ZXing and its WebAssembly load only on a phone without a native detector, from our own origin. */
const wasmReader = async (): Promise<FrameReader> => {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([import('zxing-wasm/reader'), import('zxing-wasm/reader/zxing_reader.wasm?url')]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (frame) => {
    const width = frame instanceof HTMLVideoElement ? frame.videoWidth : frame.width;
    const height = frame instanceof HTMLVideoElement ? frame.videoHeight : frame.height;
    if (context === null || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(frame, 0, 0);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), { formats: ['QRCode', 'Code128'], tryHarder: true, maxNumberOfSymbols: 1 });
    return results.find((result) => result.isValid)?.text ?? null;
  };
};

export const frameReader = async (): Promise<FrameReader> => (await nativeReader()) ?? wasmReader();
