import type { ReactNode } from 'react';
import { AppLink, PageFrame } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { widgetPaths } from '../widget-paths';

interface EditorFrameProps {
  widgetId: string;
  /** Beside the title: the widget's name, kit and state once it is loaded. */
  extra?: ReactNode;
  children: ReactNode;
}

/** The page of a widget's editor: "Edit widget id {id}" under Admin > Manage Widgets (seed 001 §2). */
export function EditorFrame({ widgetId, extra, children }: EditorFrameProps) {
  const { t } = useWidgetEditorCatalog();
  const title = t('editor.title', { id: widgetId });
  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { key: 'admin', title: t('admin') },
        { key: 'widgets', title: <AppLink to={widgetPaths.list}>{t('list.title')}</AppLink> },
        { key: 'widget', title },
      ]}
      extra={extra}
    >
      {children}
    </PageFrame>
  );
}
