import type { AccountPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { AccountRoute } from '../routes/account';

/** `mfe_auth/AccountPage`: the account page (`/u/account`). */
function AccountPage({ apiBaseUrl }: AccountPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <AccountRoute />
    </SuiteProviders>
  );
}

export default AccountPage;
