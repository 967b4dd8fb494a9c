import type { SectionEditorsKey } from '../../../i18n';
import type { BarcodeReader } from './barcode-reader';

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

/** What `framedByAnotherSite` reads of a window. */
interface FrameView {
  readonly self: unknown;
  readonly top: { readonly document: unknown } | null;
}

/**
 * Whether this page is drawn in a frame of another site's page (an embed code), whose `allow` the
 * camera is: a frame of the admin's own page (the editor's phone preview) has it as the admin does.
 * Reading the top page's document across sites throws, which says it is another site's.
 */
export function framedByAnotherSite(view: FrameView = window): boolean {
  try {
    return view.self !== view.top && view.top?.document === undefined;
  } catch {
    return true;
  }
}

/**
 * What to tell the user when the camera does not start (a key of the catalog). Refused in a page
 * another site frames, the camera is the host page's to allow (the frame's `allow`), not the visitor's:
 * they are told it is not available here, and to paste the address.
 */
export function cameraErrorKey(error: unknown, framed: boolean = framedByAnotherSite()): SectionEditorsKey {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return framed ? 'wallet.scan.deniedFramed' : 'wallet.scan.denied';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'wallet.scan.noCamera';
  if (name === 'NotReadableError') return 'wallet.scan.inUse';
  return 'wallet.scan.notStarted';
}
