import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

/** A read as swr gives it: its last answer, the error of its last attempt, and how to read it again. */
export interface KeptReadState<Data> {
  data?: Data;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * What a screen shows of a read: loading, then the read's error with Retry while nothing was read yet,
 * then `children` with the answer. A later read that fails (swr reads again on focus and after every
 * save, and keeps the last answer) is a warning with Retry above `children`, which stay mounted: a form
 * keeps what was typed, and its leave guard keeps asking before it is lost.
 */
export function KeptRead<Data>({
  read,
  children,
}: {
  read: KeptReadState<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useCommerceCatalog();
  const retry = () => void read.mutate();
  if (read.data === undefined) {
    return read.error ? <ErrorAlert error={read.error} onRetry={retry} /> : <Skeleton active />;
  }
  return (
    <>
      {read.error ? (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert type="warning" error={read.error} title={t('common.readAgainFailed')} onRetry={retry} />
        </div>
      ) : null}
      {children(read.data)}
    </>
  );
}
