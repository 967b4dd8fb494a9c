import { COMMERCE_BASE_PATH } from '@suite/shared';
import { ShellRemote } from '../../federation/shell-remote';

/** `/u/account/commerce/*`: the commerce back office, which routes below its base path itself. */
export function CommerceRoute() {
  return <ShellRemote id="mfe_commerce/CommerceApp" props={{ basePath: COMMERCE_BASE_PATH }} />;
}
