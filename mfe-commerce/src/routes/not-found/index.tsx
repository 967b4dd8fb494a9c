import Result from 'antd/es/result';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { AppLink } from '@suite/shared/react';

/** A path below the back office that it does not know. */
export function CommerceNotFoundRoute() {
  const { t } = useCommerceCatalog();
  const dashboardPath = commercePaths.section(useCommerceBasePath(), 'dashboard');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={<AppLink to={dashboardPath}>{t('notFound.dashboard')}</AppLink>}
    />
  );
}
