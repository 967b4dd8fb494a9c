import { act, fireEvent, render, screen } from '@testing-library/react';
import Pagination from 'antd/es/pagination';
import { validationMessage } from '@suite/shared';
import { LanguageSwitch } from '../language-switch';
import { usePageLinks } from '../control-icons';
import { SuiteProviders } from '../suite-providers';
import { LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';
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
});
