export const SCAN_UNSUPPORTED_TEXT = 'This browser has no camera access. Paste the address below instead.';
export const SCAN_LOAD_FAILED_TEXT =
  'The QR code reader could not be loaded. Paste the address below instead.';
export const SCAN_NOT_AN_ADDRESS = 'This QR code holds no wallet address';
export const PASTE_NOT_AN_ADDRESS = 'That is not a wallet address: 0x followed by 40 hexadecimal characters';

export interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeReader {
  detect: (source: HTMLVideoElement | ImageData) => Promise<DetectedBarcode[]>;
}
type BarcodeReaderConstructor = (new (options: { formats: string[] }) => BarcodeReader) & {
  getSupportedFormats?: () => Promise<string[]>;
};

function isConstructor(value: unknown): value is BarcodeReaderConstructor {
  return typeof value === 'function';
}

/** Whether the browser can film: the scan needs a camera API (absent outside a secure context). */
export function hasCamera(): boolean {
  const mediaDevices: unknown = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return Boolean(mediaDevices) && typeof Reflect.get(mediaDevices ?? {}, 'getUserMedia') === 'function';
}

/**
 * A QR code reader: the browser's own BarcodeDetector where it reads QR codes (Chromium-based
 * browsers), else the `barcode-detector` polyfill (ZXing WebAssembly), loaded now in a chunk of its
 * own. Rejects when the polyfill cannot be loaded.
 */
export async function loadQrReader(scope: object = globalThis): Promise<BarcodeReader> {
  const Detector: unknown = Reflect.get(scope, 'BarcodeDetector');
  if (isConstructor(Detector)) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) return new Detector({ formats: ['qr_code'] });
    } catch {
      // The browser's detector is unusable: the polyfill reads instead.
    }
  }
  const { polyfillQrReader } = await import('./qr-polyfill');
  return polyfillQrReader();
}

/** What to tell the user when the camera does not start. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was denied. Allow it in the browser, or paste the address below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found. Paste the address below.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another application. Paste the address below.';
  return 'The camera could not be started. Paste the address below.';
}
