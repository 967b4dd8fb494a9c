import type { AccountAreaProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { AccountArea as Area } from '../features/account-area/account-area';

/** `mfe_auth/AccountArea`: the header's login button, signed-in address and account menu. */
function AccountArea({ apiBaseUrl, accountPath }: AccountAreaProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <Area accountPath={accountPath} />
    </SuiteProviders>
  );
}

export default AccountArea;
