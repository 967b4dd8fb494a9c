import { createAppConfig } from '@suite/scripts/rspack';

const suiteConfig = createAppConfig({
  appDir: import.meta.dirname,
  name: 'mfe_section_editors',
  port: 3003,
  title: 'Section editors (mfe_section_editors)',
  // Partners embed it in hosts of their own: its entries carry the federation runtime.
  ownRuntime: true,
  // And they type-check against the types it publishes (@mf-types), not against this repository.
  publishTypes: true,
  exposes: {
    './SectionTypePicker': './src/exposes/section-type-picker.tsx',
    './SectionDialog': './src/exposes/section-dialog.tsx',
    './SectionRenderer': './src/exposes/section-renderer.tsx',
    './PageRenderer': './src/exposes/page-renderer.tsx',
    './CollectionPage': './src/exposes/collection-page.tsx',
  },
});

/**
 * react-grid-layout's stylesheet, imported by the cards grid's lazy chunk: Rspack's built-in CSS
 * support injects it with that chunk.
 * @type {typeof suiteConfig}
 */
export default (env, argv) => {
  const config = suiteConfig(env, argv);
  config.module?.rules?.push(
    { test: /\.css$/, include: /[\\/]node_modules[\\/]react-grid-layout[\\/]/, type: 'css' },
    // The QR polyfill's ZXing WebAssembly: a file of this build, so scanning never reaches a public CDN.
    { test: /zxing_reader\.wasm$/, type: 'asset/resource' },
  );
  return config;
};
