import { Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { commercePaths } from '@suite/shared';
import { ErrorAlert, useCommerceSectionTitle } from '@suite/shared/react';
import { useCollection, useCollectionItems, useCollectionMutations } from '../../api/collections';
import { CollectionForm } from '../../features/collections/collection-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';

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
  const error = collection.error ?? items.error;
  const retry = () => Promise.all([collection.mutate(), items.mutate()]);
  if (error) return <ErrorAlert error={error} onRetry={() => void retry()} />;
  if (!collection.data || !items.data) return <Skeleton active />;
  return (
    <CollectionForm
      key={collection.data.id}
      initialValues={{
        name: collection.data.name,
        items: collection.data.items.map(({ productId }) => ({ productId })),
      }}
      knownProducts={items.data.map(({ product }) => product)}
      successText={t('collections.updated')}
      onSubmit={(values) => update(id, values)}
      onCancel={() => navigate(collectionsPath)}
      onDone={() => navigate(collectionsPath)}
    />
  );
}
