import Result from 'antd/es/result';
import { AppLink } from '@suite/shared/react';
import { widgetPaths } from '../../features/widget-paths';
import { useWidgetEditorCatalog } from '../../i18n';

export function NotFoundRoute() {
  const { t } = useWidgetEditorCatalog();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={<AppLink to={widgetPaths.list}>{t('editor.goToList')}</AppLink>}
    />
  );
}
