import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';

/** A read of a section's content that failed (a leaderboard, a widget, a product): what went wrong, and Retry. */
export function LoadError({
  title,
  error,
  retry,
  style,
}: {
  title: string;
  error: unknown;
  retry: () => unknown;
  style?: CSSProperties;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
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
