/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script run by node directly (package.json "compile-contracts") */
// Compiles the contracts the widget editor deploys (DexContracts) into
// src/features/contracts/artifacts/ (committed). Run it only when a contract changes:
// `pnpm --filter @suite/mfe-widget-editor compile-contracts`.
const path = require('node:path');
const { compileContracts } = require('../../scripts/compile-contracts.cjs');

compileContracts({
  solc: require('solc'),
  prettier: require('prettier'),
  sourceDir: __dirname,
  outDir: path.join(__dirname, '..', 'src', 'features', 'contracts', 'artifacts'),
  contracts: [
    { file: 'WidgetToken.sol', name: 'WidgetToken', out: 'widget-token.ts', id: 'widgetToken' },
    { file: 'WidgetNft.sol', name: 'WidgetNft', out: 'widget-nft.ts', id: 'widgetNft' },
  ],
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
