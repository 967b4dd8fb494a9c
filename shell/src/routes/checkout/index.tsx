import { useParams } from 'react-router';
import { ShellRemote } from '../../federation/shell-remote';

/** `/c/{id}`: the public checkout page a customer opens from a share link; no admin chrome. */
export function CheckoutRoute() {
  const { id = '' } = useParams();
  return (
    <main>
      <ShellRemote id="mfe_commerce/CheckoutPage" props={{ checkoutId: id }} />
    </main>
  );
}
