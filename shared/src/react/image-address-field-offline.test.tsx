import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { BaseProviders } from './base-providers';
import { ImageAddressField } from './image-address-field';

// The picker's chunk cannot be loaded (offline, a deploy that removed it).
jest.mock('@suite/shared/images', () => {
  throw new Error('Loading chunk failed');
});

function CoverForm() {
  const { control } = useForm({ defaultValues: { cover: '' } });
  return <ImageAddressField control={control} name="cover" label="Cover" />;
}

describe('ImageAddressField when the picker cannot load', () => {
  it('says so beside the field, keeps the address typable, and tries again on the next click', async () => {
    render(
      <BaseProviders apiBaseUrl="">
        <CoverForm />
      </BaseProviders>,
    );
    const choose = screen.getByRole('button', { name: 'Choose image: Cover' });
    fireEvent.click(choose);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image picker could not be loaded');
    await waitFor(() => expect(choose).not.toHaveClass('ant-btn-loading'));
    fireEvent.change(screen.getByLabelText('Cover'), { target: { value: 'https://img.test/a.png' } });
    expect(screen.getByLabelText('Cover')).toHaveValue('https://img.test/a.png');
    fireEvent.click(choose);
    expect(choose).toHaveClass('ant-btn-loading');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
