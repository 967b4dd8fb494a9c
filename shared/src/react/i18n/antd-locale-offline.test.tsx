import { act, fireEvent, render, screen } from '@testing-library/react';
import { LanguageSwitch } from '../language-switch';
import { SuiteProviders } from '../suite-providers';
import { useSharedCatalog } from './shared-catalog';
import { prepareLanguage, setLanguage } from './i18n';

// antd's Spanish texts cannot be loaded (offline, a deploy that removed their chunk).
jest.mock('antd/es/locale/es_ES', () => {
  throw new Error('Loading chunk failed');
});

function Dark() {
  const { t } = useSharedCatalog();
  return <p>{t('colorScheme.dark')}</p>;
}

describe('the page language when antd’s texts in it cannot load', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it('still prepares the first render, in English where the texts are missing', async () => {
    await act(() => setLanguage('es'));
    await expect(prepareLanguage([])).resolves.toBeUndefined();
  });

  it('switches from the menu all the same, and says what stays in English', async () => {
    render(
      <SuiteProviders>
        <LanguageSwitch />
        <Dark />
      </SuiteProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Language: English, EN' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    expect(await screen.findByText('Oscuro')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Algunos textos en Español no se pudieron cargar y se muestran en inglés: recarga la página para volver a intentarlo',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Idioma: Español, ES' })).toBeInTheDocument();
  });
});
