import { CommerceFrame } from '../../features/commerce-frame';

export function CategoryCreateRoute() {
  return (
    <CommerceFrame
      title="Create New Category"
      crumbs={[{ title: 'Categories', to: 'categories' }, { title: 'Create New Category' }]}
    />
  );
}
