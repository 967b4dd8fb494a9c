import { LOCAL_CHAIN_ID } from '@suite/shared';
import { createPublicClient, createWalletClient, defineChain, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export function localChain(rpcUrl: string) {
  return defineChain({
    id: LOCAL_CHAIN_ID,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** A reader and a wallet of `key` on the local chain at `rpcUrl`. */
export function clients(rpcUrl: string, key: Hex) {
  const chain = localChain(rpcUrl);
  const transport = http(rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport }),
    walletClient: createWalletClient({ chain, transport, account: privateKeyToAccount(key) }),
  };
}
