import { Alert } from 'antd';
import { useReceiverSettings } from '../../api/settings';
import { useCommerceCatalog } from '../../i18n';
import { useCommerceBasePath } from '../commerce-base-path';
import { commercePaths } from '@suite/shared';
import { AppLink, useCommerceSectionTitle } from '@suite/shared/react';

/** Whether checkouts can be created: both receiver e-mail and address set (undefined while loading). */
export function useReceiverReady(): boolean | undefined {
  const { data } = useReceiverSettings();
  return data === undefined ? undefined : Boolean(data.receiverAddress && data.notificationEmail);
}

/** Seed 000 §8 and 001 §8's words (the API's CHECKOUT_RECEIVER_MISSING_MESSAGE), in the page's language. */
export function ReceiverMissingAlert() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  const settingsPath = commercePaths.section(useCommerceBasePath(), 'settings');
  return (
    <Alert
      type="error"
      showIcon
      title={t('checkouts.receiverMissing')}
      action={<AppLink to={settingsPath}>{sectionTitle('settings')}</AppLink>}
    />
  );
}
