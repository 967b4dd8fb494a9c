import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallToActionEditor } from './editor';
import { CallToActionRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const SAVED = {
  variant: 'dark',
  title: 'Join the mint',
  subtitle: 'Only 500 passes',
  button: { title: 'Mint now', url: 'https://example.com/mint', openInNewPage: true },
  items: [],
};

describe('CallToActionRenderer', () => {
  it('shows the title, subtitle and a button that opens the link in a new page', () => {
    render(<CallToActionRenderer data={SAVED} />);
    expect(screen.getByRole('heading', { name: 'Join the mint' })).toBeInTheDocument();
    expect(screen.getByText('Only 500 passes')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Mint now' });
    expect(link).toHaveAttribute('href', 'https://example.com/mint');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('region', { name: 'Join the mint' })).toHaveAttribute('data-variant', 'dark');
  });

  it('says what is missing while the section is incomplete', () => {
    render(<CallToActionRenderer data={{ ...SAVED, title: '' }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<CallToActionEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('CallToActionEditor', () => {
  it('shows the required messages and keeps Save disabled while invalid', async () => {
    const { user } = renderEditor();
    for (const label of ['Title', 'Subtitle', 'Button title', 'Button URL']) {
      await user.type(screen.getByLabelText(label), 'x');
      await user.clear(screen.getByLabelText(label));
    }
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Subtitle is required')).toBeInTheDocument();
    expect(screen.getByText('Button title is required')).toBeInTheDocument();
    expect(screen.getByText('Button URL is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('reports each change live and saves the valid config', async () => {
    const { onChange, onSave, user } = renderEditor(SAVED);
    await user.click(screen.getByText('Light'));
    await user.type(screen.getByLabelText('Title'), '!');
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, variant: 'light', title: 'Join the mint!' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, variant: 'light', title: 'Join the mint!' });
  });
});
