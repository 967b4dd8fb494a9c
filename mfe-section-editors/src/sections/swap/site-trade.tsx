import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import {
  chainById,
  isNativeToken,
  isNetworkOffered,
  offeredTokens,
  siteTokensOn,
  type SiteTradeSettings,
  type SwapToken,
} from '@suite/shared';
import { ErrorAlert } from '@suite/shared/react';
import { useSiteTradeSettings } from '../../api/site-content';
import { useSwapStatus } from '../../api/swap';
import { useSectionScope } from '../section-scope';
import { SwapsUnavailable } from './quote-status';

/** The chain's name as the messages say it: "Base", "Local chain". */
export function chainName(chainId: number): string {
  return chainById(chainId)?.name ?? `chain ${chainId}`;
}

/** Said instead of a trading box on a chain the site's Data → Networks leaves out. */
export function networkNotOfferedMessage(chainId: number): string {
  return `This site does not offer trading on ${chainName(chainId)}`;
}

/** Said instead of a trading box on a chain the server has no quotes for. */
export function chainNotQuotedMessage(chainId: number): string {
  return `Swaps are not available on ${chainName(chainId)}: no quote service is configured for it`;
}

/**
 * The site the section trades on (its id, sent with every price and quote so that the server takes the
 * site's swap fee) and its trade settings: null outside a site (a section previewed alone), where the
 * section's own tokens and networks are offered and no site fee applies.
 */
export function useSiteTrade(): {
  siteId: number | undefined;
  settings: SiteTradeSettings | null | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
} {
  const { siteId } = useSectionScope();
  const { data, error, isLoading, mutate } = useSiteTradeSettings(siteId);
  return {
    siteId: useTradeSiteId(),
    settings: siteId ? data : null,
    error,
    isLoading: Boolean(siteId) && isLoading,
    retry: () => void mutate(),
  };
}

/** The site id a price or quote names: the server takes that site's swap fee. */
export function useTradeSiteId(): number | undefined {
  const { siteId } = useSectionScope();
  return siteId ? Number(siteId) : undefined;
}

/** Of a section's tokens, those the site offers on the chain (all of them outside a site). */
export function siteOfferedTokens<Token extends { address: string }>(
  tokens: readonly Token[],
  settings: SiteTradeSettings | null,
  chainId: number,
): Token[] {
  return settings ? offeredTokens(tokens, settings, chainId) : [...tokens];
}

export interface SiteTradeGateProps {
  chainId: number;
  /** A button beside a refusal (the wallet's "Change network"). */
  action?: ReactNode;
  /** The box, given what the site applies (null outside a site). */
  children: (settings: SiteTradeSettings | null) => ReactNode;
}

/**
 * Shows a trading box only where a visitor can trade: the server quotes the chain (`SwapStatus.chainIds`)
 * and the site offers it (Data → Networks); otherwise it says which of the two stands in the way.
 */
export function SiteTradeGate({ chainId, action, children }: SiteTradeGateProps) {
  const status = useSwapStatus();
  const site = useSiteTrade();
  if (status.isLoading || site.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (status.error || site.error) {
    const retry = () => {
      if (status.error) void status.mutate();
      if (site.error) site.retry();
    };
    return (
      <ErrorAlert title="Swaps could not be loaded" error={status.error ?? site.error} onRetry={retry} />
    );
  }
  if (!status.data?.configured) return <SwapsUnavailable />;
  const settings = site.settings ?? null;
  if (settings && !isNetworkOffered(settings, chainId)) {
    return <Alert type="info" showIcon title={networkNotOfferedMessage(chainId)} action={action} />;
  }
  if (!status.data.chainIds.includes(chainId)) {
    return <Alert type="warning" showIcon title={chainNotQuotedMessage(chainId)} action={action} />;
  }
  return <>{children(settings)}</>;
}

/** Said instead of a trading box when the site's Data → Tokens leaves too few of its tokens. */
export function TokensNotOffered({ chainId, what }: { chainId: number; what: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`This site does not offer ${what} on ${chainName(chainId)}`}
      description="Its Data → Tokens does not list them."
    />
  );
}

/**
 * For the editors: which of the section's tokens visitors will not see (not in the site's Data → Tokens,
 * when it lists any on the chain), and whether the site offers the chain at all (Data → Networks).
 */
export function SiteOfferHint(props: { chainId: number; tokens: readonly SwapToken[] }) {
  // A section edited outside a site (alone, in a test) has no site to compare with.
  const { siteId } = useSectionScope();
  return siteId ? <SiteOfferHintOfSite {...props} /> : null;
}

function SiteOfferHintOfSite({ chainId, tokens }: { chainId: number; tokens: readonly SwapToken[] }) {
  const { settings } = useSiteTrade();
  if (!settings) return null;
  if (!isNetworkOffered(settings, chainId)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="note"
        title={`This site's Data → Networks leaves out ${chainName(chainId)}`}
        description={`Visitors will read "${networkNotOfferedMessage(chainId)}" instead of this section.`}
      />
    );
  }
  const listed = siteTokensOn(settings, chainId).map((token) => token.address.toLowerCase());
  if (listed.length === 0) return null;
  const hidden = tokens.filter(
    (token) => !isNativeToken(token.address) && !listed.includes(token.address.toLowerCase()),
  );
  const symbols = [...new Set(hidden.map((token) => token.symbol))];
  if (symbols.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="note"
      title={`Not in this site's Data → Tokens: ${symbols.join(', ')}`}
      description="Visitors will not see these tokens. Add them in the widget's Data → Tokens to offer them."
    />
  );
}
