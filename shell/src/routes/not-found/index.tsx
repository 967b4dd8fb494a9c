import { Button, Typography } from 'antd';
import Result from 'antd/es/result';
import { useDocumentTitle } from '@suite/shared/react';
import { Link, useLocation } from 'react-router';
import { useShellCatalog } from '../../i18n';

/**
 * Any path the admin does not know; on a site's custom domain (`home="site"`), any path the site does
 * not have, with the way back to its page.
 */
export function NotFoundRoute({ home = 'admin' }: { home?: 'admin' | 'site' }) {
  const { pathname } = useLocation();
  const { t } = useShellCatalog();
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('notFound.title')}
        </Typography.Title>
      }
      subTitle={t('notFound.detail', { path: pathname })}
      extra={
        <Link to={home === 'site' ? '/' : '/admin/widget'}>
          <Button type="primary" tabIndex={-1}>
            {t(home === 'site' ? 'notFound.siteHome' : 'notFound.home')}
          </Button>
        </Link>
      }
    />
  );
}
