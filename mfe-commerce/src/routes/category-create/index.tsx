import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useCategoryMutations } from '../../api/categories';
import { CategoryForm } from '../../features/categories/category-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';
import { useCommerceCatalog } from '../../i18n';

/** The standalone create-category page (`/u/account/commerce/categories/create`). */
export function CategoryCreateRoute() {
  const { t } = useCommerceCatalog();
  return (
    <CommerceFrame
      title={t('categories.create')}
      crumbs={[{ title: t('sections.categories'), to: 'categories' }, { title: t('categories.create') }]}
    >
      <CategoryCreatePage />
    </CommerceFrame>
  );
}

function CategoryCreatePage() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const categoriesPath = joinPath(useCommerceBasePath(), 'categories');
  const { create } = useCategoryMutations();
  return (
    <Card style={{ maxWidth: 520 }}>
      <CategoryForm
        submitLabel={t('categories.submit')}
        successText={t('categories.created')}
        onSubmit={create}
        onCancel={() => navigate(categoriesPath)}
        onDone={() => navigate(categoriesPath)}
      />
    </Card>
  );
}
