import { CommerceFrame } from '../../features/commerce-frame';

export function CollectionCreateRoute() {
  return (
    <CommerceFrame
      title="New collection"
      crumbs={[{ title: 'Collections', to: 'collections' }, { title: 'New collection' }]}
    />
  );
}
