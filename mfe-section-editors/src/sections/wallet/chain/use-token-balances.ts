import { useMemo } from 'react';
import { erc20Abi } from 'viem';
import { useBalance, useReadContracts } from 'wagmi';
import { NATIVE_TOKEN_KEY, walletTokens, type WalletTokenBalance } from './token-list';
import type { ImportedToken } from './stored-assets';
import type { WalletChain } from './use-wallet-chain';
import type { WidgetToken } from '@suite/shared';

export interface TokenBalances {
  rows: WalletTokenBalance[];
  isLoading: boolean;
  /** The chain did not answer for the native balance (the token rows carry their own). */
  error?: Error;
  refetch: () => void;
}

const NO_TOKENS: readonly WidgetToken[] = [];

/** The balances of the native currency, the site's tokens (else the chain's stablecoins) and the imported tokens. */
export function useTokenBalances(
  wallet: WalletChain,
  imported: readonly ImportedToken[],
  siteTokens: readonly WidgetToken[] = NO_TOKENS,
): TokenBalances {
  const { address, chainId } = wallet;
  const tokens = useMemo(
    () =>
      walletTokens(
        chainId,
        { symbol: wallet.nativeSymbol, name: wallet.nativeSymbol, decimals: wallet.nativeDecimals },
        imported,
        siteTokens,
      ),
    [chainId, wallet.nativeSymbol, wallet.nativeDecimals, imported, siteTokens],
  );
  const erc20 = tokens.flatMap((token) => (token.address ? [token.address] : []));
  const native = useBalance({ address, chainId, query: { enabled: Boolean(address) } });
  const balances = useReadContracts({
    allowFailure: true,
    contracts: erc20.map(
      (tokenAddress) =>
        ({
          chainId,
          address: tokenAddress,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: address ? [address] : undefined,
        }) as const,
    ),
    query: { enabled: Boolean(address) && erc20.length > 0 },
  });

  const rows = tokens.map((token): WalletTokenBalance => {
    if (token.key === NATIVE_TOKEN_KEY)
      return { ...token, balance: native.data?.value, failed: Boolean(native.error) };
    const index = erc20.indexOf(token.address ?? '0x');
    const result = balances.data?.[index];
    return {
      ...token,
      balance: result?.status === 'success' ? result.result : undefined,
      // The whole read failed (the network unreachable): each token is unread, not zero.
      failed: result?.status === 'failure' || Boolean(balances.error),
    };
  });

  return {
    rows,
    isLoading: Boolean(address) && (native.isLoading || balances.isLoading),
    error: native.error ?? undefined,
    refetch: () => {
      void native.refetch();
      void balances.refetch();
    },
  };
}
