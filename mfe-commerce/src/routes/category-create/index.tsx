import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { useCategoryMutations } from '../../api/categories';
import { CategoryForm } from '../../features/categories/category-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';

/** The standalone create-category page (`/u/account/commerce/categories/create`). */
export function CategoryCreateRoute() {
  return (
    <CommerceFrame
      title="Create New Category"
      crumbs={[{ title: 'Categories', to: 'categories' }, { title: 'Create New Category' }]}
    >
      <CategoryCreatePage />
    </CommerceFrame>
  );
}

function CategoryCreatePage() {
  const navigate = useNavigate();
  const categoriesPath = joinPath(useCommerceBasePath(), 'categories');
  const { create } = useCategoryMutations();
  return (
    <Card style={{ maxWidth: 520 }}>
      <CategoryForm
        submitLabel="Create"
        successText="Category created"
        onSubmit={create}
        onCancel={() => navigate(categoriesPath)}
        onDone={() => navigate(categoriesPath)}
      />
    </Card>
  );
}
