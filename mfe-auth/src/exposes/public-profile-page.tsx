import type { RemoteModuleProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { PublicProfileView } from '../routes/public-profile/public-profile-view';

/** `mfe_auth/PublicProfilePage`: a user's public profile (`/u/{username}`). */
function PublicProfilePage({ apiBaseUrl, username }: RemoteModuleProps<'mfe_auth/PublicProfilePage'>) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <PublicProfileView username={username} />
    </SuiteProviders>
  );
}

export default PublicProfilePage;
