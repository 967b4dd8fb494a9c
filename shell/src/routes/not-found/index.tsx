import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { useShellCatalog } from '../../i18n';

/** Any path the admin does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const { t } = useShellCatalog();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.detail', { path: pathname })}
      extra={
        <Link to="/admin/widget">
          <Button type="primary" tabIndex={-1}>
            {t('notFound.home')}
          </Button>
        </Link>
      }
    />
  );
}
