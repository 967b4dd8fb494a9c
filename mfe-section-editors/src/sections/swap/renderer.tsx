import { SwapConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { SWAP_LABELS } from './labels';
import { siteSwapConfig } from '../../section-kit/trade/site-offer';
import { SiteTradeGate, TokensNotOffered } from '../../section-kit/trade/site-trade';
import { SwapBox } from '../../section-kit/trade/swap-box';
import { TradeHeading } from '../../section-kit/trade/trade-heading';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

export function SwapRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(SwapConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={SWAP_LABELS} />;
  const config = parsed.data;
  return (
    <section
      aria-label={config.title || t('swap.region')}
      data-variant={config.variant}
      style={{ padding: '24px 0' }}
    >
      <TradeHeading title={config.title} subtitle={config.subtitle} />
      <SiteTradeGate chainId={config.chainId}>
        {(settings) => {
          // Data → Tokens decides what the box offers on its chain.
          const offered = siteSwapConfig(config, settings);
          return offered ? (
            // A changed config (the editor's live preview) starts the box afresh on its new defaults.
            <SwapBox key={JSON.stringify(offered)} config={offered} />
          ) : (
            <TokensNotOffered chainId={config.chainId} message="swap.notOffered.tokens" />
          );
        }}
      </SiteTradeGate>
    </section>
  );
}
