import type { LoginButtonProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { LoginButton as Button } from '../features/login/login-button';

/** `mfe_auth/LoginButton`: the Login / sign message / Logged button alone. */
function LoginButton({ apiBaseUrl }: LoginButtonProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <Button />
    </SuiteProviders>
  );
}

export default LoginButton;
