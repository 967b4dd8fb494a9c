import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button } from 'antd';
import { useCommerceCatalog } from '../../i18n';
import { transactionUrl } from '../explorer';
import { TransactionHash } from '../payments/transaction-hash';

/**
 * "View transaction" on the chain's explorer, disabled while the order has no transaction (seed 001
 * §2). On a chain without an explorer (the local chain) the transaction is its hash, to copy: a link
 * that could never open would hide it.
 */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: string | null }) {
  const { t } = useCommerceCatalog();
  const url = transactionUrl(chainId, hash);
  if (hash && !url) return <TransactionHash chainId={chainId} hash={hash} />;
  return (
    <Button
      type="link"
      size="small"
      icon={<ExportOutlined aria-hidden />}
      href={url ?? undefined}
      target="_blank"
      rel="noreferrer"
      disabled={!url}
    >
      {t('orders.viewTransaction')}
    </Button>
  );
}
