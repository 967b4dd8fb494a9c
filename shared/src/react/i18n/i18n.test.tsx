import { act, fireEvent, render, screen } from '@testing-library/react';
import Pagination from 'antd/es/pagination';
import { validationMessage } from '@suite/shared';
import { LanguageSwitch } from '../language-switch';
import { usePageLinks } from '../control-icons';
import { SuiteProviders } from '../suite-providers';
import { LANGUAGE_STORAGE_KEY, setLanguage, showLanguage } from './i18n';
import { useFormat } from './language';
import { useSharedCatalog } from './shared-catalog';

/** What a remote's screen shows: a message of its catalog, money, a date and a validation message. */
function Screen() {
  const { t } = useSharedCatalog();
  const format = useFormat();
  const pageLinks = usePageLinks();
  return (
    <>
      <p>{t('colorScheme.dark')}</p>
      <p>price {format.usd('1234.5').replace(/\u00a0/g, ' ')}</p>
      <p>day {format.day(new Date(2026, 10, 28))}</p>
      <p>rule {validationMessage('atMostChars', { max: 100 })}</p>
      <Pagination total={50} showSizeChanger itemRender={pageLinks.itemRender} />
    </>
  );
}

describe('the page language', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it('switches every message, the formats, the validation messages and antd’s own texts at once, and remembers it', async () => {
    render(
      <SuiteProviders>
        <LanguageSwitch />
        <Screen />
      </SuiteProviders>,
    );
    expect(screen.getByText('Dark')).toBeInTheDocument();
    expect(screen.getByText('price $1,234.50')).toBeInTheDocument();
    expect(screen.getByText('day 11/28/2026')).toBeInTheDocument();
    expect(screen.getByText('rule Must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByText('10 / page')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));

    expect(await screen.findByText('Oscuro')).toBeInTheDocument();
    expect(screen.getByText('price 1234,50 US$')).toBeInTheDocument();
    expect(screen.getByText('day 28/11/2026')).toBeInTheDocument();
    expect(screen.getByText('rule Debe tener como máximo 100 caracteres')).toBeInTheDocument();
    expect(screen.getByText('10 / página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idioma: Español, ES' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('follows a language chosen in another tab at once', async () => {
    render(
      <SuiteProviders>
        <Screen />
      </SuiteProviders>,
    );
    expect(screen.getByText('Dark')).toBeInTheDocument();
    chooseInAnotherTab('pt');
    expect(await screen.findByText('Escuro')).toBeInTheDocument();
    expect(screen.getByText('10 / página')).toBeInTheDocument();
  });

  it('keeps a page shown in a language of its own (a widget) when another tab chooses one', async () => {
    await act(() => showLanguage('es'));
    render(
      <SuiteProviders>
        <Screen />
      </SuiteProviders>,
    );
    expect(screen.getByText('Oscuro')).toBeInTheDocument();
    chooseInAnotherTab('pt');
    // The event is handled synchronously; a switch would load Portuguese first, so give it the time.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByText('Oscuro')).toBeInTheDocument();
  });
});

/** What the browser tells this tab when another tab of the same origin stores a language. */
function chooseInAnotherTab(language: string) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY, newValue: language }));
  });
}
