import { useMemo } from 'react';
import { Typography } from 'antd';
import { useFormat } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';
import { useSectionScope } from '../section-scope';

/** Codes worth one US dollar each: the stablecoins the suite is paid in (a rate that is known). */
const DOLLAR_CODES = new Set(['USD', 'USDC', 'USDT', 'DAI']);

export interface SitePrice {
  /** A price the API gives in US dollars, in the site's currency when its rate is known. */
  price: (usd: string) => string;
  /** Why prices are not in the site's currency, when they are not. */
  notConverted: string | null;
}

/**
 * Prices as the site's visitors read them: in the widget's Currency (General) when a rate to the US
 * dollar is known — the dollar itself and the dollar stablecoins, one for one — and otherwise in US
 * dollars, saying so, rather than a made-up conversion.
 */
export function useSitePrice(): SitePrice {
  const { currency } = useSectionScope();
  const format = useFormat();
  const { t } = useSectionEditorsCatalog();
  return useMemo(() => {
    const code = currency?.toUpperCase();
    if (!code || code === 'USD') return { price: format.usd, notConverted: null };
    if (DOLLAR_CODES.has(code))
      return { price: (usd) => `${format.decimal(usd)} ${code}`, notConverted: null };
    return { price: format.usd, notConverted: t('prices.notConverted', { currency: code }) };
  }, [currency, format, t]);
}

/** The line that says prices are in US dollars, where the site's currency could not be used. */
export function PriceNote() {
  const { notConverted } = useSitePrice();
  if (!notConverted) return null;
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
      {notConverted}
    </Typography.Paragraph>
  );
}
