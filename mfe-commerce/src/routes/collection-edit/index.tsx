import { useNavigate, useParams } from 'react-router';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { useCollection, useCollectionItems, useCollectionMutations } from '../../api/collections';
import { CollectionForm } from '../../features/collections/collection-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';
import { KeptRead } from '../../features/kept-read';

/** commerce.products.collection.edit {id}: rename, add and remove products. */
export function CollectionEditRoute() {
  const { id = '' } = useParams();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('collections.edit')}
      crumbs={[{ title: sectionTitle('collections'), to: 'collections' }, { title: t('collections.edit') }]}
    >
      <CollectionEditPage id={id} />
    </CommerceFrame>
  );
}

function CollectionEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const collectionsPath = commercePaths.section(useCommerceBasePath(), 'collections');
  const collection = useCollection(id);
  const items = useCollectionItems(id);
  const { update } = useCollectionMutations();
  // Both reads as one: the form needs the two, and a failed one (either) asks to read both again.
  const read = {
    data: collection.data && items.data ? { saved: collection.data, products: items.data } : undefined,
    error: collection.error ?? items.error,
    mutate: () => Promise.all([collection.mutate(), items.mutate()]),
  };
  return (
    <KeptRead read={read}>
      {({ saved, products }) => (
        <CollectionForm
          key={saved.id}
          initialValues={{
            name: saved.name,
            items: saved.items.map(({ productId }) => ({ productId })),
          }}
          knownProducts={products.map(({ product }) => product)}
          successText={t('collections.updated')}
          onSubmit={(values) => update(id, values)}
          onCancel={() => navigate(collectionsPath)}
          onDone={() => navigate(collectionsPath)}
        />
      )}
    </KeptRead>
  );
}
