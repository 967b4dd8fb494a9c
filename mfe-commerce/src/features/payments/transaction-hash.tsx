import { Typography } from 'antd';
import { copyableText } from '@suite/shared/react';
import { transactionUrl } from '../explorer';

/** A transaction hash: a link to its explorer, or the hash to copy (the local chain has no explorer). */
export function TransactionHash({ chainId, hash }: { chainId: number; hash: string }) {
  const url = transactionUrl(chainId, hash);
  const short = `${hash.slice(0, 10)}…${hash.slice(-6)}`;
  return url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      {short}
    </Typography.Link>
  ) : (
    <Typography.Text copyable={copyableText(hash)} style={{ wordBreak: 'break-all' }}>
      {short}
    </Typography.Text>
  );
}
