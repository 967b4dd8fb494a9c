import { CommerceFrame } from '../../features/commerce-frame';

export function CategoriesRoute() {
  return <CommerceFrame title="Categories" crumbs={[{ title: 'Categories' }]} />;
}
