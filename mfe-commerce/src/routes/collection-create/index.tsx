import { useNavigate } from 'react-router';
import { useCollectionMutations } from '../../api/collections';
import { CollectionForm } from '../../features/collections/collection-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';

/** commerce.products.collection.create */
export function CollectionCreateRoute() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('collections.new')}
      crumbs={[{ title: sectionTitle('collections'), to: 'collections' }, { title: t('collections.new') }]}
    >
      <CollectionCreatePage />
    </CommerceFrame>
  );
}

function CollectionCreatePage() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const collectionsPath = commercePaths.section(useCommerceBasePath(), 'collections');
  const { create } = useCollectionMutations();
  return (
    <CollectionForm
      initialValues={{ name: '', items: [] }}
      successText={t('collections.created')}
      onSubmit={create}
      onCancel={() => navigate(collectionsPath)}
      onDone={() => navigate(collectionsPath)}
    />
  );
}
