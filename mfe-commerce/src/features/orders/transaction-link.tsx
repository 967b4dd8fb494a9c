import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button } from 'antd';
import { useCommerceCatalog } from '../../i18n';
import { transactionUrl } from '../explorer';

/** "View transaction" on the chain's explorer; disabled without a hash or an explorer. */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: string | null }) {
  const { t } = useCommerceCatalog();
  const url = transactionUrl(chainId, hash);
  return (
    <Button
      type="link"
      size="small"
      icon={<ExportOutlined />}
      href={url ?? undefined}
      target="_blank"
      rel="noreferrer"
      disabled={!url}
    >
      {t('orders.viewTransaction')}
    </Button>
  );
}
