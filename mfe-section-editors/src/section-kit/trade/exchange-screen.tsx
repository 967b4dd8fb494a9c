import { useState } from 'react';
import { Card, ConfigProvider, Flex, Select, Typography } from 'antd';
import { useChainName } from '@suite/shared/react';
import { EXCHANGE_FILL_PERCENTS, type ExchangeConfig, pairLabel } from '@suite/shared/sections';
import { MarketOrderBox } from './market-order-box';
import { PairLabel, pairNames } from './token-label';
import type { FillButtonColours } from './token-amount-input';
import { UnitPrice } from './unit-price';
import { useSectionEditorsCatalog } from '../../i18n';

/** Colours of the market bar (the pair, its price and network), where a wallet's style sets them. */
export interface MarketBarColours {
  backgroundColor?: string;
  textColor?: string;
}

/** The market screen of an exchange section, also drawn by the wallet's Exchange dialog. */
export function ExchangeScreen({
  config,
  marketBar,
  fillColours,
}: {
  config: ExchangeConfig;
  marketBar?: MarketBarColours;
  /** The 25–100 % buttons' colours (the wallet's exchange settings). */
  fillColours?: FillButtonColours;
}) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const { pairs, chainId } = config;
  const [index, setIndex] = useState(0);
  const pair = pairs[index] ?? pairs[0];
  if (!pair) return null;
  const names = pairNames(pair);
  const textColor = marketBar?.textColor;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto' }}>
      <ConfigProvider
        theme={
          textColor
            ? {
                token: {
                  colorText: textColor,
                  colorTextHeading: textColor,
                  colorTextSecondary: textColor,
                  colorTextDescription: textColor,
                },
              }
            : {}
        }
      >
        <Card
          size="small"
          role="region"
          aria-label={t('exchange.market')}
          style={marketBar?.backgroundColor ? { background: marketBar.backgroundColor } : undefined}
        >
          <Flex wrap gap={24} align="center">
            <Flex vertical>
              {pairs.length > 1 ? (
                <Select
                  aria-label={t('exchange.pair')}
                  value={index}
                  onChange={setIndex}
                  style={{ minWidth: 140 }}
                  options={pairs.map((option, at) => ({
                    value: at,
                    label: <PairLabel pair={option} />,
                    title: pairLabel(option),
                  }))}
                />
              ) : (
                <Typography.Title level={4} style={{ margin: 0 }}>
                  <PairLabel pair={pair} />
                </Typography.Title>
              )}
              {names ? <Typography.Text type="secondary">{names}</Typography.Text> : null}
            </Flex>
            <Flex vertical>
              <Typography.Text type="secondary">{t('exchange.price')}</Typography.Text>
              <UnitPrice chainId={chainId} token={pair.base} quoteToken={pair.quote} />
            </Flex>
            <Flex vertical>
              <Typography.Text type="secondary">{t('exchange.network')}</Typography.Text>
              <Typography.Text strong>{chainName(chainId)}</Typography.Text>
            </Flex>
          </Flex>
        </Card>
      </ConfigProvider>
      <Card title={t('exchange.marketOrder')} style={{ width: '100%', maxWidth: 480 }}>
        <MarketOrderBox
          key={index}
          chainId={chainId}
          token={pair.base}
          baseToken={pair.quote}
          defaultSide="buy"
          defaultSlippagePercent={config.defaultSlippagePercent}
          allowSlippageChange={config.allowSlippageChange}
          showFees={config.showFees}
          fillPercents={EXCHANGE_FILL_PERCENTS}
          fillColours={fillColours}
        />
      </Card>
    </Flex>
  );
}
