import { useParams } from 'react-router';
import { ShellRemote } from '../../federation/shell-remote';

/** `/u/{username}`: a user's public profile, owned by mfe_auth. */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  return <ShellRemote id="mfe_auth/PublicProfilePage" props={{ username }} />;
}
