import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';

describe('CopyButton', () => {
  it('copies its text, says Copied!, and is named by what it copies when told', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyButton text="sk_live_1" ariaLabel="Copy API key" />);
    const button = screen.getByRole('button', { name: 'Copy API key' });
    expect(button).toHaveTextContent('Copy');
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('sk_live_1');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toHaveTextContent('Copied!');
  });
});
