import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ContentLanguage } from './content-language';
import { useFormat } from './language';
import { useSharedCatalog } from './shared-catalog';

/** Says a message of the shared catalog and a price, in the language where it is drawn. */
function Sample({ name }: { name: string }) {
  const { t } = useSharedCatalog();
  const format = useFormat();
  return <p>{`${name}: ${t('walletErrors.noWallet')} / ${format.usd('1234.5')}`}</p>;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('ContentLanguage', () => {
  it("draws its part in its own language and format, the page around it in the page's", async () => {
    render(
      <Suspense fallback="Loading">
        <Sample name="admin" />
        <ContentLanguage language="es">
          <Sample name="widget" />
          <ContentLanguage language={undefined}>
            <Sample name="inner" />
          </ContentLanguage>
        </ContentLanguage>
      </Suspense>,
    );
    const widget = await screen.findByText(/^widget: /);
    expect(plain(widget.textContent)).toBe(
      'widget: No se encontró ninguna wallet en este navegador / 1234,50 US$',
    );
    // `undefined` keeps the language around it.
    expect(plain(screen.getByText(/^inner: /).textContent)).toBe(
      plain(widget.textContent).replace('widget', 'inner'),
    );
    expect(screen.getByText(/^admin: /)).toHaveTextContent(
      'admin: No wallet found in this browser / $1,234.50',
    );
  });
});
