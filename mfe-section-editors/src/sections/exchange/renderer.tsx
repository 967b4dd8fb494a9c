import { ExchangeConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { EXCHANGE_LABELS } from './labels';
import { ExchangeScreen } from '../../section-kit/trade/exchange-screen';
import { siteExchangeConfig } from '../../section-kit/trade/site-offer';
import { SiteTradeGate, TokensNotOffered } from '../../section-kit/trade/site-trade';
import { TradeHeading } from '../../section-kit/trade/trade-heading';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** A trading screen: the pair and its price on top, and a market order box to buy or sell it. */
export function ExchangeRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(ExchangeConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={EXCHANGE_LABELS} />;
  const config = parsed.data;
  return (
    <section aria-label={config.title || t('exchange.region')} style={{ padding: '24px 0' }}>
      <TradeHeading title={config.title} subtitle={config.subtitle} />
      <SiteTradeGate chainId={config.chainId}>
        {(settings) => {
          // Data → Tokens decides which of the pairs are offered.
          const offered = siteExchangeConfig(config, settings);
          return offered ? (
            // A changed config (the editor's live preview) starts the screen afresh.
            <ExchangeScreen key={JSON.stringify(offered)} config={offered} />
          ) : (
            <TokensNotOffered chainId={config.chainId} message="exchange.notOffered" />
          );
        }}
      </SiteTradeGate>
    </section>
  );
}
