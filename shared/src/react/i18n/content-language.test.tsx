import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import Pagination from 'antd/es/pagination';
import { usePageLinks } from '../control-icons';
import { SuiteProviders } from '../suite-providers';
import { ContentLanguage } from './content-language';
import { setLanguage } from './i18n';
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

  describe("antd's own texts", () => {
    afterEach(async () => {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    });

    /** A list's pager with its page-size picker: antd's own words. */
    function Pager() {
      return <Pagination total={50} showSizeChanger itemRender={usePageLinks().itemRender} />;
    }

    /** The admin's pager, and one in a part drawn in `language`. */
    function renderPart(language: 'en' | 'es') {
      render(
        <SuiteProviders>
          <div data-testid="admin">
            <Pager />
          </div>
          <ContentLanguage language={language}>
            <div data-testid="part">
              <Pager />
            </div>
          </ContentLanguage>
        </SuiteProviders>,
      );
    }

    it('speak the part’s language inside an English admin', async () => {
      renderPart('es');
      // The part is drawn once antd's Spanish texts are here, in Spanish from its first paint.
      expect(within(await screen.findByTestId('part')).getByText('10 / página')).toBeInTheDocument();
      expect(within(screen.getByTestId('admin')).getByText('10 / page')).toBeInTheDocument();
    });

    it('speak English in an English part of a Spanish admin', async () => {
      await act(() => setLanguage('es'));
      renderPart('en');
      expect(within(await screen.findByTestId('part')).getByText('10 / page')).toBeInTheDocument();
      expect(within(screen.getByTestId('admin')).getByText('10 / página')).toBeInTheDocument();
    });
  });
});
