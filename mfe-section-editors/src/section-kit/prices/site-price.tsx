import { useMemo } from 'react';
import { Typography } from 'antd';
import { isDollarCurrency, isFxCurrency } from '@suite/shared';
import { useChainName, useFormat } from '@suite/shared/react';
import { useExchangeRate } from '../../api/site-content';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSectionScope } from '../section-scope';

export interface SitePrice {
  /** A price the API gives in US dollars, in the site's currency when its rate is known. */
  price: (usd: string) => string;
  /** What the visitor should know about the prices shown: the rate they were converted at, or why not. */
  note: string | null;
}

/**
 * Prices as the site's visitors read them: in the widget's Currency (General) — the dollar and the
 * dollar stablecoins one for one, another currency at the rate its price feed answers (ADR 0026), the
 * buyer still paying the US dollar amount — and in US dollars while that rate is read, or when it
 * cannot be, saying so rather than making one up.
 */
export function useSitePrice(): SitePrice {
  const { currency } = useSectionScope();
  const format = useFormat();
  const chainName = useChainName();
  const { t } = useSectionEditorsCatalog();
  const code = currency?.toUpperCase();
  const fx = code && isFxCurrency(code) ? code : undefined;
  const { data: rate, error } = useExchangeRate(fx);
  return useMemo(() => {
    if (!code || code === 'USD') return { price: format.usd, note: null };
    if (isDollarCurrency(code)) return { price: (usd) => `${format.decimal(usd)} ${code}`, note: null };
    if (rate && !error) {
      const money = new Intl.NumberFormat(format.locale, { style: 'currency', currency: rate.currency });
      const usdPerUnit = Number(rate.usdPerUnit);
      return {
        price: (usd) => money.format(Number(usd) / usdPerUnit),
        note: t('prices.converted', {
          currency: rate.currency,
          rate: format.decimal(rate.usdPerUnit),
          time: format.dateTime(rate.updatedAt),
          chain: chainName(rate.chainId),
        }),
      };
    }
    // Until the rate is read, dollars without a note; a rate that cannot be read, dollars saying why.
    if (fx && !error) return { price: format.usd, note: null };
    return { price: format.usd, note: t('prices.notConverted', { currency: code }) };
  }, [code, fx, rate, error, format, t, chainName]);
}

/** The line under a site's prices: the rate they are shown at, or that they are in US dollars. */
export function PriceNote() {
  const { note } = useSitePrice();
  if (!note) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
      {note}
    </Typography.Paragraph>
  );
}
