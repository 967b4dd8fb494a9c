import Result from 'antd/es/result';
import { AppLink } from '../../features/app-link';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { joinPath } from '../../features/commerce-paths';
import { useCommerceCatalog } from '../../i18n';

/** A path below the back office that it does not know. */
export function CommerceNotFoundRoute() {
  const { t } = useCommerceCatalog();
  const dashboardPath = joinPath(useCommerceBasePath(), 'dashboard');
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={<AppLink to={dashboardPath}>{t('notFound.dashboard')}</AppLink>}
    />
  );
}
