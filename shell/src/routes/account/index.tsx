import { ShellRemote } from '../../federation/shell-remote';

/** `/u/account`: the signed-in user's account, owned by mfe_auth. */
export function AccountRoute() {
  return <ShellRemote id="mfe_auth/AccountPage" props={{}} />;
}
