import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, RemoteModule } from '@suite/shared/react';

// On its own, this remote borrows sign-in from mfe_auth, served on its usual port of the same host.
const MFE_AUTH_PORT = 3001;
const authOrigin = `${window.location.protocol}//${window.location.hostname}:${MFE_AUTH_PORT}`;
const loader = createRemoteLoader(
  { loadRemote, registerRemotes },
  { mfe_auth: `${authOrigin}/mf-manifest.json` },
);

/** mfe_auth's account area, loaded through federation; a fallback with Retry if it is not running. */
export function StandaloneAccountArea() {
  return (
    <RemoteModule
      id="mfe_auth/AccountArea"
      props={{ accountPath: `${authOrigin}/u/account` }}
      loader={loader}
      variant="inline"
    />
  );
}
