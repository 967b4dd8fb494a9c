import { Empty } from 'antd';
import { ErrorAlert } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

/**
 * What a picker's dropdown says when it offers nothing: that its list is still being read (not yet
 * known to be empty), why it could not be read, with Retry, or that there is nothing to pick (yet) —
 * not antd's "No data" for all of them.
 */
export function PickerEmpty({
  loading = false,
  error,
  onRetry,
  empty,
}: {
  /** The list's first read is under way (swr's `isLoading`). */
  loading?: boolean;
  error: unknown;
  onRetry: () => void;
  empty: string;
}) {
  const { t } = useCommerceCatalog();
  if (loading) return t('common.loading');
  if (error) return <ErrorAlert error={error} onRetry={onRetry} />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
