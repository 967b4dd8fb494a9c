import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserContractFormEditor } from './editor';
import { UserContractFormRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

describe('UserContractFormRenderer', () => {
  it('names the form, with its heading unless the form info is hidden', () => {
    const { rerender } = render(<UserContractFormRenderer data={{ formId: 'f-42', hideFormInfo: false }} />);
    expect(screen.getByText('Form f-42')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contract form' })).toBeInTheDocument();
    rerender(<UserContractFormRenderer data={{ formId: 'f-42', hideFormInfo: true }} />);
    expect(screen.queryByRole('heading', { name: 'Contract form' })).not.toBeInTheDocument();
  });
});

describe('UserContractFormEditor', () => {
  it('requires the form ID and saves it with hideFormInfo', async () => {
    const onSave = jest.fn();
    render(<UserContractFormEditor onChange={jest.fn()} onSave={onSave} onCancel={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Form ID'), 'x');
    await user.clear(screen.getByLabelText('Form ID'));
    expect(await screen.findByText('Form ID is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Form ID'), 'f-42');
    await user.click(screen.getByRole('switch', { name: 'Hide form info' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ formId: 'f-42', hideFormInfo: true });
  });
});
