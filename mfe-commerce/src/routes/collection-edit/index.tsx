import { useParams } from 'react-router';
import { CommerceFrame } from '../../features/commerce-frame';

export function CollectionEditRoute() {
  const { id = '' } = useParams();
  return (
    <CommerceFrame
      title={`Edit collection ${id}`}
      crumbs={[{ title: 'Collections', to: 'collections' }, { title: `Edit collection ${id}` }]}
    />
  );
}
