import { Alert } from 'antd';
import { commercePaths } from '@suite/shared';
import { AppLink, useCommerceSectionTitle } from '@suite/shared/react';
import { useCheckoutNetworks } from '../../api/settings';
import { useCommerceCatalog } from '../../i18n';
import { useCommerceBasePath } from '../commerce-base-path';

/**
 * The warning of a store without a network its customers can pay on: none enabled, or none of the
 * enabled ones can take payments on this server. The pay page then refuses every checkout (seed 001
 * §8's "has not enabled a payment network"); `withLink` points to Settings, where they are chosen.
 */
export function NoNetworkAlert({ withLink = true }: { withLink?: boolean }) {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const settingsPath = commercePaths.section(useCommerceBasePath(), 'settings');
  const { data } = useCheckoutNetworks();
  if (!data || data.chainIds.some((chainId) => data.payableChainIds.includes(chainId))) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t('settings.noNetwork.title')}
      description={t('settings.noNetwork.text')}
      action={withLink ? <AppLink to={settingsPath}>{sectionTitle('settings')}</AppLink> : undefined}
    />
  );
}
