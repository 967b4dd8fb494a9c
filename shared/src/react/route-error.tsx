import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';
// `@suite/shared/route-error`: built into each app whose router shows it (the shell, a remote's own
// page), not part of `@suite/shared/react`'s first load. Its kit by the package's name: the page's copy.
import { Result, useDocumentTitle, useSharedCatalog } from '@suite/shared/react';

/**
 * A failure inside a page's own routing — a route whose code did not load (an old tab after a deploy)
 * or that threw — as a route's `ErrorBoundary`: the shell's routes and each remote's own page. A
 * remote's failure inside a page is handled by its fallback instead (`RemoteModule`).
 */
export function RouteErrorRoute() {
  const error = useRouteError();
  const { t } = useSharedCatalog();
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
