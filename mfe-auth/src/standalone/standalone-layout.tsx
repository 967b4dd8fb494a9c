import { Outlet } from 'react-router';
import { StandaloneLayout as Layout } from '@suite/shared/react';
import { AccountArea } from '../features/account-area/account-area';
import { useAuthCatalog } from '../i18n';

/** mfe_auth's own page (port 3001): the same account area the shell's header shows, then the route. */
export function StandaloneLayout() {
  const { t } = useAuthCatalog();
  return (
    <Layout title={t('account.title')} account={<AccountArea />}>
      <Outlet />
    </Layout>
  );
}
