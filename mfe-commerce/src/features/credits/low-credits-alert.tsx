import { Alert } from 'antd';
import { MIN_CREDITS_PER_ORDER_USD } from '@suite/shared';
import { useCreditsTooLow } from '../../api/credits';
import { AppLink } from '../app-link';
import { useCommerceBasePath } from '../commerce-base-path';
import { joinPath } from '../commerce-paths';
import { useFormat } from '@suite/shared/react';

export const LOW_CREDITS_TITLE = 'Your checkouts cannot take orders';

/**
 * The warning of a store whose credits cannot cover an order: every checkout refuses orders until
 * credits are added. `withLink` points to Settings, where they are bought.
 */
export function LowCreditsAlert({ withLink = true }: { withLink?: boolean }) {
  const format = useFormat();
  const { tooLow, available } = useCreditsTooLow();
  const settingsPath = joinPath(useCommerceBasePath(), 'settings');
  if (!tooLow || available === undefined) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={LOW_CREDITS_TITLE}
      description={`Each order takes ${MIN_CREDITS_PER_ORDER_USD} USD of credits and you have ${format.credits(available)}. Customers are told the store cannot take orders until you buy credits.`}
      action={withLink ? <AppLink to={settingsPath}>Buy credits</AppLink> : undefined}
    />
  );
}
