import { useParams } from 'react-router';
import { CommerceFrame } from '../../features/commerce-frame';

export function CheckoutEditRoute() {
  const { id = '' } = useParams();
  return (
    <CommerceFrame
      title={`Edit checkout ${id}`}
      crumbs={[{ title: 'Checkouts', to: 'checkouts' }, { title: `Edit checkout ${id}` }]}
    />
  );
}
