import type { ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import type { SiteTradeSettings } from '@suite/shared';
import { isNativeToken, isNetworkOffered, siteTokensOn } from '@suite/shared/schemas';
import type { SwapToken } from '@suite/shared/sections';
import { ErrorAlert, useChainName } from '@suite/shared/react';
import { useSiteTradeSettings } from '../../api/site-content';
import { useSwapStatus } from '../../api/swap';
import { useSectionScope } from '../section-scope';
import { SwapsUnavailable } from './quote-status';
import { useSectionEditorsCatalog, type SectionEditorsKey, type SectionEditorsTranslate } from '../../i18n';

/**
 * What a section that works on a chain the site's Data → Networks leaves out says instead: a trading
 * box that the site does not offer trading there, any other (a contract's functions) that it does not
 * work there.
 */
export type NetworkRefusal = 'trading' | 'other';

/** Said instead of a section on a chain (named as `useChainName` names it) the site's Data → Networks leaves out. */
function networkNotOfferedMessage(
  chain: string,
  t: SectionEditorsTranslate,
  refusal: NetworkRefusal = 'trading',
): string {
  return t(refusal === 'trading' ? 'swap.site.networkNotOffered' : 'swap.site.networkNotServed', { chain });
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

export interface SiteTradeGateProps {
  chainId: number;
  /** What the section does on the chain, for the sentence said instead of it ('trading' by default). */
  refusal?: NetworkRefusal;
  /** A button beside a refusal (the wallet's "Change network"). */
  action?: ReactNode;
  /** The box, given what the site applies (null outside a site). */
  children: (settings: SiteTradeSettings | null) => ReactNode;
}

/**
 * Shows a trading box only where the site offers its chain (Data → Networks), and says so elsewhere; outside
 * a site, always. The DEX generator's box, on contracts of its own, needs nothing more; the contract
 * sections' functions (`refusal="other"`) neither.
 */
export function SiteNetworkGate({ chainId, refusal, action, children }: SiteTradeGateProps) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const site = useSiteTrade();
  if (site.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  // A trading box waits for the site's fee and tokens; anything else (a contract's functions) shows
  // without the site's networks rather than not at all.
  if (site.error && refusal !== 'other') {
    return <ErrorAlert title={t('swap.site.loadFailed')} error={site.error} onRetry={site.retry} />;
  }
  const settings = site.error ? null : (site.settings ?? null);
  if (settings && !isNetworkOffered(settings, chainId)) {
    return (
      <Alert
        type="info"
        showIcon
        title={networkNotOfferedMessage(chainName(chainId), t, refusal)}
        action={action}
      />
    );
  }
  return <>{children(settings)}</>;
}

/**
 * Shows a trading box only where a visitor can trade: the server quotes the chain (`SwapStatus.chainIds`)
 * and the site offers it (Data → Networks); otherwise it says which of the two stands in the way.
 */
export function SiteTradeGate({ chainId, action, children }: SiteTradeGateProps) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const status = useSwapStatus();
  // Read beside the status, not after it: the network gate below then finds the settings (or their error).
  useSiteTrade();
  if (status.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (status.error) {
    return (
      <ErrorAlert
        title={t('swap.site.loadFailed')}
        error={status.error}
        onRetry={() => void status.mutate()}
      />
    );
  }
  if (!status.data?.configured) return <SwapsUnavailable />;
  const quoted = status.data.chainIds.includes(chainId);
  return (
    <SiteNetworkGate chainId={chainId} action={action}>
      {(settings) =>
        quoted ? (
          children(settings)
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t('swap.site.chainNotQuoted', { chain: chainName(chainId) })}
            action={action}
          />
        )
      }
    </SiteNetworkGate>
  );
}

/**
 * Said instead of a trading box when the site's Data → Tokens leaves too few of its tokens: `message`
 * says what is not offered on `{{chain}}` ("This site does not offer these tokens on Base").
 */
export function TokensNotOffered({
  chainId,
  message,
  values,
}: {
  chainId: number;
  message: SectionEditorsKey;
  values?: Record<string, string>;
}) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  return (
    <Alert
      type="info"
      showIcon
      title={t(message, { ...values, chain: chainName(chainId) })}
      description={t('swap.site.tokensNotListed')}
    />
  );
}

/**
 * For the editors: which of the section's tokens visitors will not see (not in the site's Data → Tokens,
 * when it lists any on the chain), and whether the site offers the chain at all (Data → Networks).
 */
export function SiteOfferHint(props: {
  chainId: number;
  tokens: readonly SwapToken[];
  refusal?: NetworkRefusal;
}) {
  // A section edited outside a site (alone, in a test) has no site to compare with.
  const { siteId } = useSectionScope();
  return siteId ? <SiteOfferHintOfSite {...props} /> : null;
}

function SiteOfferHintOfSite({
  chainId,
  tokens,
  refusal,
}: {
  chainId: number;
  tokens: readonly SwapToken[];
  refusal?: NetworkRefusal;
}) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const { settings } = useSiteTrade();
  if (!settings) return null;
  if (!isNetworkOffered(settings, chainId)) {
    return (
      <Alert
        type="warning"
        showIcon
        role="note"
        title={t('swap.site.networkLeftOut', { chain: chainName(chainId) })}
        description={t('swap.site.visitorsWillRead', {
          message: networkNotOfferedMessage(chainName(chainId), t, refusal),
        })}
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
      title={t('swap.site.tokensLeftOut', { symbols: symbols.join(', ') })}
      description={t('swap.site.tokensLeftOutHint')}
    />
  );
}
