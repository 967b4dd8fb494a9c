// Hardhat 2 configuration, used only for `hardhat node` (the local development chain). Contracts are
// not compiled by Hardhat (it would download a native solc); see contracts/compile.cjs.
/** @type {import('hardhat/config').HardhatUserConfig} */
module.exports = {
  // No `solidity` sources for Hardhat to compile: keep its sources folder away from contracts/.
  paths: { sources: './hardhat-sources', cache: './cache', artifacts: './artifacts' },
  networks: {
    hardhat: {
      chainId: 31337,
      // The default accounts (test mnemonic "test test … junk"), 10000 ETH each; TEST_PRIVATE_KEYS in
      // src/index.ts lists their keys #0..#9.
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        count: 20,
        accountsBalance: '10000000000000000000000',
      },
      // Automine: each transaction is mined at once, so tests see receipts without waiting.
      mining: { auto: true, interval: 0 },
    },
  },
};
