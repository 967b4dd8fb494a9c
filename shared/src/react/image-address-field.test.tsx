import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { BaseProviders } from './base-providers';
import { setLanguage } from './i18n/i18n';
import { ImageAddressField } from './image-address-field';
import { fakeApi, UPLOADED_IMAGE } from './test-api';

let values: { cover: string; logo: string } | undefined;

function CoverForm() {
  const { control, watch } = useForm({ defaultValues: { cover: '', logo: 'https://img.test/logo.png' } });
  values = watch();
  return (
    <>
      <ImageAddressField control={control} name="cover" label="Cover" help="Paste an address" allowClear />
      <ImageAddressField control={control} name="logo" label="Logo" />
    </>
  );
}

function renderForm() {
  render(
    <BaseProviders apiBaseUrl="">
      <CoverForm />
    </BaseProviders>,
  );
}

describe('ImageAddressField', () => {
  beforeEach(() =>
    fakeApi({
      'GET /api/images': {
        status: 200,
        body: { items: [UPLOADED_IMAGE], totalItems: 1, currentPage: 0, pageSize: 20 },
      },
    }),
  );
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('takes an address typed in', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Cover'), { target: { value: 'https://img.test/a.png' } });
    expect(values?.cover).toBe('https://img.test/a.png');
    expect(screen.getByText('Paste an address')).toBeInTheDocument();
  });

  it('loads the picker on Choose image, showing it on the button, and fills only its own field', async () => {
    renderForm();
    const choose = screen.getByRole('button', { name: 'Choose image: Cover' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(choose);
    expect(choose).toHaveClass('ant-btn-loading');
    expect(await screen.findByRole('dialog', { name: 'Your images' })).toBeInTheDocument();
    await waitFor(() => expect(choose).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(await screen.findByRole('button', { name: 'Use sky.png' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Cover')).toHaveValue('http://localhost/api/uploads/abc.png'),
    );
    expect(values).toEqual({
      cover: 'http://localhost/api/uploads/abc.png',
      logo: 'https://img.test/logo.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("names its button in the page's language", async () => {
    await act(() => setLanguage('es'));
    renderForm();
    expect(await screen.findByRole('button', { name: 'Elegir imagen: Logo' })).toHaveTextContent(
      'Elegir imagen',
    );
  });
});
