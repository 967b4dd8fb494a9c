import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { PUBLIC_CHECKOUT_MESSAGES } from '../constants/public-checkout-messages';
import { setLanguage } from './i18n/i18n';
import { useUnavailableReasonText } from './unavailable-reason';

const NEWER = 'A reason this client has no words for yet';

function Reasons() {
  const text = useUnavailableReasonText();
  return (
    <ul>
      {[...Object.values(PUBLIC_CHECKOUT_MESSAGES), NEWER].map((reason) => (
        <li key={reason}>{text(reason)}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useUnavailableReasonText', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("words why a checkout cannot be paid in the page's language, the server's text when it does not know it", async () => {
    render(
      <Suspense fallback="Loading">
        <Reasons />
      </Suspense>,
    );
    // English is the API's own text, byte for byte.
    expect(shown()).toEqual([...Object.values(PUBLIC_CHECKOUT_MESSAGES), NEWER]);

    await act(() => setLanguage('pt'));
    expect(await screen.findByText('Este checkout não existe ou foi excluído.')).toBeInTheDocument();
    expect(shown()).toEqual([
      'Este checkout não existe ou foi excluído.',
      'Esta loja ainda não configurou onde receber pagamentos, por isso não pode recebê-los. Entre em contato com o vendedor.',
      'Esta loja não pode receber pedidos agora. Entre em contato com o vendedor.',
      'Esta loja não habilitou uma rede de pagamento que possa ser usada aqui. Entre em contato com o vendedor.',
      'Alguns itens deste checkout não estão mais à venda.',
      'Este NFT já foi vendido.',
      NEWER,
    ]);
  });
});
