import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// The ZXing reader's WebAssembly, emitted by Rspack as a file of this build (an asset/resource rule):
// the polyfill loads it from our own origin, never from the public CDN it defaults to.
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm';
import type { BarcodeReader } from './barcode-reader';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasm : prefix + path),
  },
});

/**
 * A QR code reader from the `barcode-detector` polyfill (ZXing in WebAssembly), for browsers without
 * a BarcodeDetector (Firefox, Safari). This module is loaded only when the scan dialog opens.
 */
export function polyfillQrReader(): BarcodeReader {
  return new BarcodeDetector({ formats: ['qr_code'] });
}
