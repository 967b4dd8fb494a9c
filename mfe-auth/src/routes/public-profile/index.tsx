import { useParams } from 'react-router';
import { PublicProfileView } from './public-profile-view';

/** `/u/{username}` inside a router (the standalone page). */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  return <PublicProfileView username={username} />;
}
