import { orderReference, type CreditEntry } from '@suite/shared';
import { useChainName, useFormat, usePremiumFeatureName } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

/**
 * What a line of the credits history is for, in the page's language, from its `kind` and `params`; a
 * line without them (written before they were kept, or a grant the server has no words for) keeps the
 * server's English `description`.
 */
export function useCreditEntryText(): (entry: CreditEntry) => string {
  const { t } = useCommerceCatalog();
  const featureName = usePremiumFeatureName();
  const chainName = useChainName();
  const format = useFormat();
  return ({ kind, params, description }) => {
    if (!params) return description;
    switch (kind) {
      case 'top-up':
        return params.chainId === undefined
          ? description
          : t('credits.entries.topUp', { network: chainName(params.chainId) });
      case 'order':
        return params.orderId
          ? t('credits.entries.order', { order: orderReference(params.orderId) })
          : description;
      case 'feature':
        return params.feature && params.until
          ? t('credits.entries.feature', {
              feature: featureName(params.feature),
              until: format.day(params.until),
            })
          : description;
      case 'api':
        return params.month
          ? t('credits.entries.api', {
              month: new Intl.DateTimeFormat(format.locale, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }).format(new Date(`${params.month}-01T00:00:00Z`)),
            })
          : description;
      case 'grant':
        return params.grant ? t(`credits.entries.grants.${params.grant}`) : description;
      default:
        return description;
    }
  };
}
