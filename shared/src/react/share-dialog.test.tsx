import { act, fireEvent, render, screen } from '@testing-library/react';
import { ShareDialog, shareUrl } from './share-dialog';

const TARGET = { url: 'https://shop.example.com/p/1?a=b', text: 'My NFT' };

describe('shareUrl', () => {
  it.each([
    ['telegram', 'https://t.me/share/url?url=https%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db&text=My%20NFT'],
    ['email', 'mailto:?subject=My%20NFT&body=My%20NFT%0A%0Ahttps%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db'],
    [
      'facebook',
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db',
    ],
    [
      'pinterest',
      'https://pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db&description=My%20NFT',
    ],
    ['whatsapp', 'https://wa.me/?text=My%20NFT%20https%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db'],
    ['x', 'https://x.com/intent/post?url=https%3A%2F%2Fshop.example.com%2Fp%2F1%3Fa%3Db&text=My%20NFT'],
  ] as const)('%s', (channel, expected) => {
    expect(shareUrl(channel, TARGET)).toBe(expected);
  });
});

describe('ShareDialog', () => {
  afterEach(() => jest.useRealTimers());

  it('links every channel and says Copied! after copying the link', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareDialog open onClose={jest.fn()} {...TARGET} />);
    for (const name of ['Telegram', 'Email', 'Facebook', 'Pinterest', 'WhatsApp', 'X']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(TARGET.url);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
