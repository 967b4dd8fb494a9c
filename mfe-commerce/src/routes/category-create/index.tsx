import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useCategoryMutations } from '../../api/categories';
import { CategoryForm } from '../../features/categories/category-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';

/** The standalone create-category page (`/u/account/commerce/categories/create`). */
export function CategoryCreateRoute() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('categories.create')}
      crumbs={[{ title: sectionTitle('categories'), to: 'categories' }, { title: t('categories.create') }]}
    >
      <CategoryCreatePage />
    </CommerceFrame>
  );
}

function CategoryCreatePage() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const categoriesPath = commercePaths.section(useCommerceBasePath(), 'categories');
  const { create } = useCategoryMutations();
  return (
    <Card style={{ maxWidth: 520 }}>
      <CategoryForm
        guardLeave
        submitLabel={t('categories.submit')}
        successText={t('categories.created')}
        onSubmit={create}
        onCancel={() => navigate(categoriesPath)}
        onDone={() => navigate(categoriesPath)}
      />
    </Card>
  );
}
