export const SCAN_UNSUPPORTED_TEXT =
  'This browser cannot read QR codes with the camera. Paste the address below instead.';
export const SCAN_NOT_AN_ADDRESS = 'This QR code holds no wallet address';
export const PASTE_NOT_AN_ADDRESS = 'That is not a wallet address: 0x followed by 40 hexadecimal characters';

export interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeReader {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
type BarcodeReaderConstructor = new (options: { formats: string[] }) => BarcodeReader;

function isConstructor(value: unknown): value is BarcodeReaderConstructor {
  return typeof value === 'function';
}

/**
 * A QR code reader from the browser's BarcodeDetector (Chromium-based browsers), when it has one
 * and a camera API; null elsewhere (Firefox, Safari on desktop…).
 */
export function createQrReader(scope: object = globalThis): BarcodeReader | null {
  const Detector: unknown = Reflect.get(scope, 'BarcodeDetector');
  const mediaDevices: unknown = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (
    !isConstructor(Detector) ||
    !mediaDevices ||
    typeof Reflect.get(mediaDevices, 'getUserMedia') !== 'function'
  )
    return null;
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
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
