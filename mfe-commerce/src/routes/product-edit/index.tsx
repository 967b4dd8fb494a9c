import { useParams } from 'react-router';
import { CommerceFrame } from '../../features/commerce-frame';

export function ProductEditRoute() {
  const { id = '' } = useParams();
  return (
    <CommerceFrame
      title={`Edit product ${id}`}
      crumbs={[{ title: 'Products', to: 'products' }, { title: `Edit product ${id}` }]}
    />
  );
}
