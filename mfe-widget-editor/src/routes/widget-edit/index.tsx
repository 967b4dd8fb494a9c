import { useCallback, type ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { WidgetIdSchema } from '@suite/shared/schemas';
import { apiErrorStatus } from '@suite/shared/client';
import { AppLink, Result, useApiErrorMessage } from '@suite/shared/react';
import { useWidget } from '../../api/widgets';
import { EditorFrame } from '../../features/editor/editor-frame';
import { SignedIn } from '../../features/signed-in';
import { widgetPaths } from '../../features/widget-paths';
import { useWidgetEditorCatalog } from '../../i18n';
import { WidgetEditor } from './widget-editor';

interface WidgetEditRouteProps {
  widgetId: string;
  embedded?: boolean;
}

function NotFound() {
  const { t } = useWidgetEditorCatalog();
  return (
    <Result
      status="404"
      title={t('editor.notFound')}
      subTitle={t('editor.notFoundDetail')}
      extra={<AppLink to={widgetPaths.list}>{t('editor.goToList')}</AppLink>}
    />
  );
}

/** `/admin/widget/edit/{id}`: the editor of one of the signed-in owner's widgets. */
export function WidgetEditRoute({ widgetId, embedded = false }: WidgetEditRouteProps) {
  const frame = (content: ReactNode) => <EditorFrame widgetId={widgetId}>{content}</EditorFrame>;
  const parsed = WidgetIdSchema.safeParse(widgetId);
  if (!parsed.success) return frame(<NotFound />);
  return (
    <SignedIn frame={frame}>
      <LoadedEditor id={parsed.data} embedded={embedded} frame={frame} />
    </SignedIn>
  );
}

function LoadedEditor({
  id,
  embedded,
  frame,
}: {
  id: number;
  embedded: boolean;
  frame: (content: ReactNode) => ReactNode;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const widget = useWidget(id);
  const { mutate } = widget;
  const reload = useCallback(async () => {
    await mutate();
  }, [mutate]);
  if (widget.error) {
    if (apiErrorStatus(widget.error) === 404) return frame(<NotFound />);
    return frame(
      <Alert
        type="error"
        showIcon
        title={t('editor.loadFailed')}
        description={errorMessage(widget.error)}
        action={<Button onClick={() => void reload()}>{t('actions.retry')}</Button>}
      />,
    );
  }
  // Not `isLoading`: after a sign-out, signing in again with another of the owner's wallets reads the
  // widget under a new key while the editor keeps the one it shows, unsaved changes and all.
  if (!widget.data) return frame(<Skeleton active paragraph={{ rows: 8 }} />);
  return <WidgetEditor widget={widget.data} embedded={embedded} reload={reload} />;
}
