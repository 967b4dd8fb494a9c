import { Button, Typography } from 'antd';
import Result from 'antd/es/result';
import { useDocumentTitle } from '@suite/shared/react';
import { Link, useLocation } from 'react-router';
import { useShellCatalog } from '../../i18n';

/** Any path the admin does not know. */
export function NotFoundRoute() {
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
        <Link to="/admin/widget">
          <Button type="primary" tabIndex={-1}>
            {t('notFound.home')}
          </Button>
        </Link>
      }
    />
  );
}
