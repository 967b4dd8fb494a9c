import { useNavigate } from 'react-router';
import { useCollectionMutations } from '../../api/collections';
import { CollectionForm } from '../../features/collections/collection-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';

/** commerce.products.collection.create */
export function CollectionCreateRoute() {
  return (
    <CommerceFrame
      title="New collection"
      crumbs={[{ title: 'Collections', to: 'collections' }, { title: 'New collection' }]}
    >
      <CollectionCreatePage />
    </CommerceFrame>
  );
}

function CollectionCreatePage() {
  const navigate = useNavigate();
  const collectionsPath = joinPath(useCommerceBasePath(), 'collections');
  const { create } = useCollectionMutations();
  return (
    <CollectionForm
      initialValues={{ name: '', items: [] }}
      successText="Collection created"
      onSubmit={create}
      onCancel={() => navigate(collectionsPath)}
      onDone={() => navigate(collectionsPath)}
    />
  );
}
