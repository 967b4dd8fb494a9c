import { Alert } from 'antd';
import { MIN_CREDITS_PER_ORDER_USD, commercePaths } from '@suite/shared';
import { useCreditsTooLow } from '../../api/credits';
import { useCommerceBasePath } from '../commerce-base-path';
import { useFormat, AppLink } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/**
 * The warning of a store whose credits cannot cover an order: every checkout refuses orders until
 * credits are added. A balance below zero is the fees of orders paid after it ran out, owed (ADR
 * 0027). `withLink` points to Settings, where they are bought.
 */
export function LowCreditsAlert({ withLink = true }: { withLink?: boolean }) {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const { tooLow, available } = useCreditsTooLow();
  const settingsPath = commercePaths.section(useCommerceBasePath(), 'settings');
  if (!tooLow || available === undefined) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('credits.low.title')}
      description={
        available.startsWith('-')
          ? t('credits.low.owed', {
              min: MIN_CREDITS_PER_ORDER_USD,
              owed: format.credits(available.slice(1)),
            })
          : t('credits.low.text', {
              min: MIN_CREDITS_PER_ORDER_USD,
              available: format.credits(available),
            })
      }
      action={withLink ? <AppLink to={settingsPath}>{t('credits.buy')}</AppLink> : undefined}
    />
  );
}
