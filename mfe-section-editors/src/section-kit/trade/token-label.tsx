import { Flex, Typography } from 'antd';
import { TokenLogo } from '@suite/shared/react';
import { pairLabel, type ExchangePair, type SwapToken } from '@suite/shared/sections';

/** What a token is called: its name when the owner gave one, its symbol otherwise. */
export function tokenName(token: SwapToken): string {
  return token.name || token.symbol;
}

/** A token as the trade boxes show it: its logo (or first letter) and symbol. */
export function TokenLabel({ token, strong }: { token: SwapToken; strong?: boolean }) {
  return (
    <Flex component="span" align="center" gap={6}>
      <TokenLogo symbol={token.symbol} logo={token.logoUrl} />
      <Typography.Text strong={strong}>{token.symbol}</Typography.Text>
    </Flex>
  );
}

/** An exchange pair: both logos, overlapping, and "BASE/QUOTE". */
export function PairLabel({ pair }: { pair: ExchangePair }) {
  return (
    <Flex component="span" align="center" gap={6}>
      <Flex component="span" aria-hidden>
        <TokenLogo symbol={pair.base.symbol} logo={pair.base.logoUrl} />
        <span style={{ marginInlineStart: -6, display: 'inline-flex' }}>
          <TokenLogo symbol={pair.quote.symbol} logo={pair.quote.logoUrl} />
        </span>
      </Flex>
      <span>{pairLabel(pair)}</span>
    </Flex>
  );
}

/** The pair's tokens by name ("Wrapped Ether / USD Coin"), when the owner named either. */
export function pairNames(pair: ExchangePair): string | undefined {
  return pair.base.name || pair.quote.name ? `${tokenName(pair.base)} / ${tokenName(pair.quote)}` : undefined;
}
