import { readFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { prepareZXingModule } from 'barcode-detector/ponyfill';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm';
import { loadQrReader } from './camera-scan';
import { polyfillQrReader } from './qr-polyfill';

// The first read compiles the WebAssembly, slow on a loaded machine.
jest.setTimeout(60_000);
import { parseScannedAddress } from './scan';

const ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** RGBA pixels as an ImageData holds them (jsdom has none). */
class PixelData {
  get [Symbol.toStringTag]() {
    return 'ImageData';
  }
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

/** A QR code of `text` drawn as pixels: `scale` pixels a module, with a four-module quiet zone. */
function qrPixels(text: string, scale = 4): PixelData {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - 4;
      const column = Math.floor(x / scale) - 4;
      const dark =
        row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return new PixelData(data, side, side);
}

beforeAll(() => {
  // The build points the polyfill at the .wasm it emits; Node reads the same file from the package.
  const binary = readFileSync(zxingReaderWasm);
  prepareZXingModule({
    overrides: {
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(binary, imports).then(({ instance }) => done(instance));
        return {};
      },
    },
  });
  // jsdom has no ImageData (it needs the canvas package): the polyfill checks pictures against it.
  if (!('ImageData' in globalThis)) Reflect.set(globalThis, 'ImageData', PixelData);
  if (!('DOMRectReadOnly' in globalThis)) {
    Reflect.set(
      globalThis,
      'DOMRectReadOnly',
      class {
        constructor(
          readonly x: number,
          readonly y: number,
          readonly width: number,
          readonly height: number,
        ) {}
      },
    );
  }
});

describe('the QR code polyfill', () => {
  it('reads an EIP-681 link from a QR code, as the scan dialog does', async () => {
    const codes = await polyfillQrReader().detect(
      qrPixels(`ethereum:${ADDRESS}@31337`) as unknown as ImageData,
    );
    expect(codes.map((code) => code.rawValue)).toEqual([`ethereum:${ADDRESS}@31337`]);
    expect(parseScannedAddress(codes[0]?.rawValue ?? '')).toEqual({ address: ADDRESS, chainId: 31337 });
  });

  it('finds nothing in a blank picture', async () => {
    const blank = new PixelData(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64);
    await expect(polyfillQrReader().detect(blank as unknown as ImageData)).resolves.toEqual([]);
  });

  it('is the reader where the browser has no BarcodeDetector', async () => {
    const reader = await loadQrReader({});
    const codes = await reader.detect(qrPixels(ADDRESS) as unknown as ImageData);
    expect(codes.map((code) => code.rawValue)).toEqual([ADDRESS]);
  });
});
