// Unit tests import the ZXing reader's WebAssembly as Rspack does (the path of an emitted file): here
// the path of the package's own file (the section editors depend on zxing-wasm), which a test reads
// to hand the polyfill its binary.
module.exports = `${__dirname}/../../mfe-section-editors/node_modules/zxing-wasm/dist/reader/zxing_reader.wasm`;
