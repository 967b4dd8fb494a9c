import { Alert, Button } from 'antd';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useWalletOptions } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

/**
 * The customer's "Connect wallet" button, or why no wallet can connect in this browser. Holds none of
 * the wallet's code, so the pay page shows it before that code is loaded.
 */
export function ConnectWalletTrigger({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = usePayCatalog();
  const { unavailable } = useWalletOptions();
  if (unavailable) return <Alert type="warning" showIcon title={unavailable} />;
  return (
    <Button
      type="primary"
      size="large"
      block
      icon={<WalletOutlined aria-hidden />}
      loading={loading}
      onClick={onClick}
    >
      {t('pay.connect.button')}
    </Button>
  );
}
