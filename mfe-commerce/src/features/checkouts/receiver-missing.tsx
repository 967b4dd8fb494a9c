import { Alert } from 'antd';
import { useReceiverSettings } from '../../api/settings';
import { useCommerceCatalog } from '../../i18n';
import { useCommerceBasePath } from '../commerce-base-path';
import { commercePaths } from '@suite/shared';
import { AppLink, ErrorAlert, useCommerceSectionTitle } from '@suite/shared/react';

/**
 * Whether checkouts can be created: both receiver e-mail and address set (undefined while loading or
 * when the settings could not be read), and what `ReceiverNotice` shows for it.
 */
export function useReceiverReady() {
  const { data, error, mutate } = useReceiverSettings();
  const ready = data === undefined ? undefined : Boolean(data.receiverAddress && data.notificationEmail);
  return { ready, error, retry: () => void mutate() };
}

/** Why a checkout cannot be created yet: the receiver is not set, or its settings could not be read. */
export function ReceiverNotice({ receiver }: { receiver: ReturnType<typeof useReceiverReady> }) {
  const { t } = useCommerceCatalog();
  if (receiver.error) {
    return (
      <ErrorAlert error={receiver.error} title={t('checkouts.receiverUnread')} onRetry={receiver.retry} />
    );
  }
  return receiver.ready === false ? <ReceiverMissingAlert /> : null;
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
