import { useParams } from 'react-router';
import { CommerceFrame } from '../../features/commerce-frame';

export function OrderEditRoute() {
  const { id = '' } = useParams();
  return (
    <CommerceFrame
      title={`Order ${id}`}
      crumbs={[{ title: 'Orders', to: 'orders' }, { title: `Order ${id}` }]}
    />
  );
}
