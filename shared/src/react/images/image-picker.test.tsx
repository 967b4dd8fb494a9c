import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { BaseProviders } from '../base-providers';
import { setLanguage } from '../i18n/i18n';
import { errorBody, fakeApi, UPLOADED_IMAGE } from '../test-api';
import { ImagePicker } from './image-picker';

function renderPicker(onPick = jest.fn()) {
  render(
    <BaseProviders apiBaseUrl="">
      <ImagePicker open onClose={() => {}} onPick={onPick} />
    </BaseProviders>,
  );
  return onPick;
}

describe('ImagePicker', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("lists the user's images and gives the picked one's absolute address", async () => {
    fakeApi({
      'GET /api/images': {
        status: 200,
        body: { items: [UPLOADED_IMAGE], totalItems: 1, currentPage: 0, pageSize: 20 },
      },
    });
    const onPick = renderPicker();
    expect(screen.getByRole('dialog', { name: 'Your images' })).toBeInTheDocument();
    (await screen.findByRole('button', { name: 'Use sky.png' })).click();
    expect(onPick).toHaveBeenCalledWith('http://localhost/api/uploads/abc.png');
  });

  it("speaks the page's language: Spanish", async () => {
    fakeApi({
      'GET /api/images': { status: 200, body: { items: [], totalItems: 0, currentPage: 0, pageSize: 20 } },
    });
    await act(() => setLanguage('es'));
    renderPicker();
    expect(await screen.findByText('Aún no tienes imágenes')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tus imágenes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subir imagen/ })).toBeInTheDocument();
    expect(screen.queryByText(/images/)).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in, in Portuguese', async () => {
    fakeApi({ 'GET /api/images': errorBody(401, 'UNAUTHORIZED') });
    await act(() => setLanguage('pt'));
    renderPicker();
    expect(await screen.findByText('Entre para escolher entre suas imagens.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar imagem/ })).toBeDisabled();
  });
});
