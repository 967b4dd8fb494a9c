import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { apiErrorStatus } from '@suite/shared/client';
import { useApiErrorMessage } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * What a section says when the record it shows is not there (the API answered 404): deleted or
 * unpublished since the section picked it (ADR 0023 lets an owner delete it). No Retry: reading it
 * again would answer the same.
 */
export function RecordGone({ title, style }: { title: string; style?: CSSProperties }) {
  return <Alert style={style} type="warning" showIcon title={title} />;
}

/**
 * A read of a section's content that failed (a leaderboard, a widget, a product): what went wrong,
 * and Retry. Given `gone`, a record the API does not find (404) is said to be gone in those words,
 * without Retry.
 */
export function LoadError({
  title,
  error,
  retry,
  gone,
  style,
}: {
  title: string;
  error: unknown;
  retry: () => unknown;
  /** What to say when the record no longer exists ("This leaderboard no longer exists."). */
  gone?: string;
  style?: CSSProperties;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  if (gone !== undefined && apiErrorStatus(error) === 404) return <RecordGone title={gone} style={style} />;
  return (
    <Alert
      style={style}
      type="error"
      showIcon
      title={title}
      description={errorMessage(error)}
      action={
        <Button size="small" onClick={() => void retry()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
