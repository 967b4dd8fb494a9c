import { Alert } from 'antd';
import { CHECKOUT_RECEIVER_MISSING_MESSAGE } from '@suite/shared';
import { useReceiverSettings } from '../../api/settings';
import { AppLink } from '../app-link';
import { useCommerceBasePath } from '../commerce-base-path';
import { joinPath } from '../commerce-paths';

/** Whether checkouts can be created: both receiver e-mail and address set (undefined while loading). */
export function useReceiverReady(): boolean | undefined {
  const { data } = useReceiverSettings();
  return data === undefined ? undefined : Boolean(data.receiverAddress && data.notificationEmail);
}

export function ReceiverMissingAlert() {
  const settingsPath = joinPath(useCommerceBasePath(), 'settings');
  return (
    <Alert
      type="error"
      showIcon
      title={CHECKOUT_RECEIVER_MISSING_MESSAGE}
      action={<AppLink to={settingsPath}>Settings</AppLink>}
    />
  );
}
