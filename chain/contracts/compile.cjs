/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS script run by node directly (package.json "compile") */
// Compiles the test contracts into src/artifacts/ (committed). Run it only when a contract changes:
// `pnpm --filter @suite/chain compile`.
const path = require('node:path');
const { compileContracts } = require('../../scripts/compile-contracts.cjs');

compileContracts({
  solc: require('solc'),
  prettier: require('prettier'),
  sourceDir: __dirname,
  outDir: path.join(__dirname, '..', 'src', 'artifacts'),
  contracts: [
    { file: 'TestStablecoin.sol', name: 'TestStablecoin', out: 'test-stablecoin.ts', id: 'testStablecoin' },
    { file: 'TestNft.sol', name: 'TestNft', out: 'test-nft.ts', id: 'testNft' },
    { file: 'TestMultiToken.sol', name: 'TestMultiToken', out: 'test-multi-token.ts', id: 'testMultiToken' },
    { file: 'TestToken.sol', name: 'TestToken', out: 'test-token.ts', id: 'testToken' },
    { file: 'SwapFeeRouter.sol', name: 'SwapFeeRouter', out: 'swap-fee-router.ts', id: 'swapFeeRouter' },
    {
      file: 'MockV3Aggregator.sol',
      name: 'MockV3Aggregator',
      out: 'mock-v3-aggregator.ts',
      id: 'mockV3Aggregator',
    },
  ],
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
