import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Result, useDocumentTitle } from '@suite/shared/react';
import { useShellCatalog } from '../../i18n';

/** A failure inside the shell's own routing (a remote's failure is handled by its fallback instead). */
export function RouteErrorRoute() {
  const error = useRouteError();
  const { t } = useShellCatalog();
  useDocumentTitle(t('routeError.title'));
  let detail = t('routeError.unknown');
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (error instanceof Error) detail = error.message;
  return (
    <Result
      status="error"
      title={t('routeError.title')}
      subTitle={detail}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
