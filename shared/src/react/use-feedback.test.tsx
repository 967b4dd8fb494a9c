import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { BaseProviders } from './base-providers';
import { setLanguage } from './i18n/i18n';
import { useFeedback } from './use-feedback';

function Actions() {
  const { message, modal } = useFeedback();
  return (
    <>
      <Button onClick={() => void message.success('Perfil guardado')}>Guardar</Button>
      <Button onClick={() => void message.error({ content: 'No se pudo guardar', key: 'save' })}>
        Fallar
      </Button>
      <Button onClick={() => void modal.confirm({ title: '¿Borrar el widget?' })}>Borrar</Button>
      <Button onClick={() => void modal.error({ title: 'No se pudo publicar' })}>Publicar</Button>
    </>
  );
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

describe('useFeedback: toasts and dialogs say their kind in the page’s language', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it('names a toast’s icon by its kind, whether given its words or its settings', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <Actions />
      </BaseProviders>,
    );
    press('Guardar');
    const saved = (await screen.findByText('Perfil guardado')).closest('.ant-message-notice');
    expect(saved).not.toBeNull();
    expect(
      within(saved as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Éxito');

    press('Fallar');
    const failed = (await screen.findByText('No se pudo guardar')).closest('.ant-message-notice');
    expect(
      within(failed as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Error');
    // No toast says its icon's English name ("check-circle", "close-circle").
    expect(screen.queryByRole('img', { name: /circle/ })).toBeNull();
  });

  it('hides a confirmation’s mark and names an error dialog’s icon', async () => {
    await act(() => setLanguage('es'));
    render(
      <BaseProviders apiBaseUrl="">
        <Actions />
      </BaseProviders>,
    );
    press('Borrar');
    const confirm = await screen.findByRole('dialog', { name: '¿Borrar el widget?' });
    expect(within(confirm).queryAllByRole('img')).toEqual([]);
    // A confirmation is answered, not closed: the dialogs' cross (useControlIcons) does not add one.
    expect(within(confirm).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));

    press('Publicar');
    const failed = await screen.findByRole('dialog', { name: 'No se pudo publicar' });
    expect(within(failed).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  });
});
