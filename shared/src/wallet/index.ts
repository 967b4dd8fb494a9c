// `@suite/shared/wallet`: the wallet's code — wagmi's one config of the page and the providers wallet
// hooks need. Only the chunks that use the wallet import it, behind a `WalletGate` or a
// `WalletScope` of `@suite/shared/react` (ADR 0015); it is a federation singleton, so every remote in
// the page sees the same connection.
export { WalletProviders } from './wallet-providers';
export { createSuiteWagmiConfig, suiteWagmiConfig } from './wagmi-config';
export { WalletChoiceList, type WalletChoiceListProps } from './wallet-choice-list';
