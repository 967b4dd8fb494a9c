import { Button, Typography } from 'antd';
import { useAuthCatalog } from '../../i18n';

/** Linking's first step: connect the wallet (also the stand-in while the wallet's code is not loaded). */
export function ConnectToLink({ onConnect, loading = false }: { onConnect: () => void; loading?: boolean }) {
  const { t } = useAuthCatalog();
  return (
    <>
      <Typography.Text type="secondary">{t('wallets.connectToLink')}</Typography.Text>
      <Button style={{ alignSelf: 'start' }} loading={loading} onClick={onConnect}>
        {t('wallets.connect')}
      </Button>
    </>
  );
}
