/** What the scan reads QR codes with: the browser's BarcodeDetector, or the polyfill's. */
interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeReader {
  detect: (source: HTMLVideoElement | ImageData) => Promise<DetectedBarcode[]>;
}
