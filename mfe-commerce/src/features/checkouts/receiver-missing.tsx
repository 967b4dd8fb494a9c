import { Alert } from 'antd';
import { useReceiverSettings } from '../../api/settings';
import { useCommerceCatalog } from '../../i18n';
import { AppLink } from '../app-link';
import { useCommerceBasePath } from '../commerce-base-path';
import { joinPath } from '../commerce-paths';

/** Whether checkouts can be created: both receiver e-mail and address set (undefined while loading). */
export function useReceiverReady(): boolean | undefined {
  const { data } = useReceiverSettings();
  return data === undefined ? undefined : Boolean(data.receiverAddress && data.notificationEmail);
}

/** Seed 000 §8 and 001 §8's words (the API's CHECKOUT_RECEIVER_MISSING_MESSAGE), in the page's language. */
export function ReceiverMissingAlert() {
  const { t } = useCommerceCatalog();
  const settingsPath = joinPath(useCommerceBasePath(), 'settings');
  return (
    <Alert
      type="error"
      showIcon
      title={t('checkouts.receiverMissing')}
      action={<AppLink to={settingsPath}>{t('sections.settings')}</AppLink>}
    />
  );
}
