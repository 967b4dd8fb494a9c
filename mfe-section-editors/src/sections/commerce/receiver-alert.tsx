import { Alert, Button } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { COMMERCE_SETTINGS_PATH } from '@suite/shared/sections';
import { ErrorAlert } from '@suite/shared/react';
import { useReceiverSettings } from '../../api/commerce';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The seed's error alert (000 §2, §8) while the receiver e-mail or address is not set: nothing can
 * be paid until then. Settings opens the commerce settings in a new tab, so the editor stays open;
 * coming back to this tab reads the settings again, so the alert goes once they are saved there.
 * Settings that could not be read are said so, with Retry: no alert would pass for a set receiver.
 */
export function ReceiverAlert() {
  const { t } = useSectionEditorsCatalog();
  const { data, error, retry } = useReceiverSettings();
  const settings = <SettingsLink />;
  if (error && !data) {
    return (
      <div style={{ marginBottom: 16 }}>
        <ErrorAlert
          type="warning"
          title={t('commerce.receiverUnchecked')}
          error={error}
          onRetry={() => void retry()}
          extra={settings}
        />
      </div>
    );
  }
  if (!data || (data.receiverAddress && data.notificationEmail)) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('commerce.receiverMissing')}
      action={settings}
    />
  );
}

function SettingsLink() {
  const { t } = useSectionEditorsCatalog();
  return (
    <Button
      size="small"
      icon={<SettingOutlined aria-hidden />}
      href={COMMERCE_SETTINGS_PATH}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('commerce.settings')}
    </Button>
  );
}
