import { useParams } from 'react-router';
import { ShellRemote } from '../../federation/shell-remote';

/**
 * `/collection/{network}/{contractAddress}` (and the same below a site's preview, where the
 * collections screen's "Preview url" points): an NFT collection's public page; no admin chrome.
 */
export function CollectionRoute() {
  const { network = '', contractAddress = '' } = useParams();
  return <ShellRemote id="mfe_section_editors/CollectionPage" props={{ network, contractAddress }} />;
}
