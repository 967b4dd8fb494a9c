import { useEffect, useRef } from 'react';
import { Alert, Button } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { COMMERCE_SETTINGS_PATH } from '@suite/shared/sections';
import { useReceiverSettings } from '../../api/commerce';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The seed's error alert (000 §2, §8) while the receiver e-mail or address is not set: nothing can
 * be paid until then. Settings opens the commerce settings in a new tab, so the editor stays open;
 * while the alert shows, coming back to this tab reads the settings again (they are never stale
 * otherwise, 001 §9), so the alert goes once they are saved there.
 */
export function ReceiverAlert() {
  const { t } = useSectionEditorsCatalog();
  const { data, retry } = useReceiverSettings();
  const readSettings = useRef(retry);
  readSettings.current = retry;
  const missing = data !== undefined && !(data.receiverAddress && data.notificationEmail);
  useEffect(() => {
    if (!missing) return undefined;
    const readAgain = () => {
      if (document.visibilityState === 'visible') void readSettings.current();
    };
    window.addEventListener('focus', readAgain);
    document.addEventListener('visibilitychange', readAgain);
    return () => {
      window.removeEventListener('focus', readAgain);
      document.removeEventListener('visibilitychange', readAgain);
    };
  }, [missing]);
  if (!missing) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('commerce.receiverMissing')}
      action={
        <Button
          size="small"
          icon={<SettingOutlined aria-hidden />}
          href={COMMERCE_SETTINGS_PATH}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('commerce.settings')}
        </Button>
      }
    />
  );
}
