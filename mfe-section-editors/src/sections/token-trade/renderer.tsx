import { Card, Flex, Typography } from 'antd';
import { TokenTradeConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { TOKEN_TRADE_LABELS } from './labels';
import { MarketOrderBox } from '../../section-kit/trade/market-order-box';
import { siteOffersPair } from '../../section-kit/trade/site-offer';
import { tokenName } from '../../section-kit/trade/token-label';
import { SiteTradeGate, TokensNotOffered } from '../../section-kit/trade/site-trade';
import { TradeHeading } from '../../section-kit/trade/trade-heading';
import { UnitPrice } from '../../section-kit/trade/unit-price';
import { useSectionEditorsCatalog } from '../../i18n';
import { TokenLogo, useChainName, useParseInContentLanguage } from '@suite/shared/react';

/** One token for visitors to buy and sell against the base token, with its market price. */
export function TokenTradeRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(TokenTradeConfigSchema, data);
  const chainName = useChainName();
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={TOKEN_TRADE_LABELS} />;
  const config = parsed.data;
  const { token, baseToken, chainId } = config;
  return (
    <section
      aria-label={config.title || t('tokenTrade.region', { symbol: token.symbol })}
      style={{ padding: '24px 0' }}
    >
      <TradeHeading title={config.title} subtitle={config.subtitle} />
      <SiteTradeGate chainId={chainId}>
        {(settings) =>
          siteOffersPair([token, baseToken], settings, chainId) ? (
            <Card style={{ maxWidth: 460, margin: '0 auto' }}>
              <Flex vertical gap={16}>
                <Flex align="center" gap={12} wrap>
                  <TokenLogo symbol={token.symbol} logo={token.logoUrl} size={40} />
                  <Flex vertical>
                    <Typography.Text strong style={{ fontSize: 18 }}>
                      {tokenName(token)}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('tokenTrade.onChain', {
                        symbol: token.symbol,
                        chain: chainName(chainId),
                      })}
                    </Typography.Text>
                  </Flex>
                  <Flex
                    vertical
                    align="end"
                    style={{ marginLeft: 'auto' }}
                    role="region"
                    aria-label={t('exchange.price')}
                  >
                    <Typography.Text type="secondary">{t('exchange.price')}</Typography.Text>
                    <UnitPrice chainId={chainId} token={token} quoteToken={baseToken} />
                  </Flex>
                </Flex>
                {/* A changed config (the editor's live preview) starts the box afresh on its new defaults. */}
                <MarketOrderBox
                  key={JSON.stringify(config)}
                  chainId={chainId}
                  token={token}
                  baseToken={baseToken}
                  defaultSide={config.defaultSide}
                  defaultSlippagePercent={config.defaultSlippagePercent}
                  allowSlippageChange={config.allowSlippageChange}
                  showFees={config.showFees}
                />
              </Flex>
            </Card>
          ) : (
            <TokensNotOffered
              chainId={chainId}
              message="tokenTrade.notOffered"
              values={{ token: token.symbol, base: baseToken.symbol }}
            />
          )
        }
      </SiteTradeGate>
    </section>
  );
}
