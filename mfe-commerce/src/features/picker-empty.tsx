import { Empty } from 'antd';
import { ErrorAlert } from '@suite/shared/react';

/**
 * What a picker's dropdown says when it offers nothing: why its list could not be read, with Retry,
 * or that there is nothing to pick (yet) — not antd's "No data" for both.
 */
export function PickerEmpty({
  error,
  onRetry,
  empty,
}: {
  error: unknown;
  onRetry: () => void;
  empty: string;
}) {
  if (error) return <ErrorAlert error={error} onRetry={onRetry} />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
