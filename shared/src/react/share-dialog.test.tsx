import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
  it('gives the link to copy, then every channel', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareDialog open onClose={jest.fn()} {...TARGET} />);
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveValue(TARGET.url);
    const channels = screen.getByRole('group', { name: 'Share on' });
    expect(
      within(channels)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Telegram', 'E-mail', 'Facebook', 'Pinterest', 'WhatsApp', 'X']);
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'E-mail' })).not.toHaveAttribute('target');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(TARGET.url);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('offers the channels given, in their order, under a notice and a named link', async () => {
    render(
      <ShareDialog
        open
        onClose={jest.fn()}
        {...TARGET}
        title="Share checkout"
        linkLabel="Checkout link"
        channels={['whatsapp', 'email']}
        notice={<p>Sharing is free</p>}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Share checkout' })).toBeInTheDocument();
    expect(screen.getByText('Sharing is free')).toBeInTheDocument();
    expect(screen.getByLabelText('Checkout link')).toHaveValue(TARGET.url);
    expect(
      within(screen.getByRole('group', { name: 'Share on' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['WhatsApp', 'E-mail']);
  });

  it('says why instead of the link when it cannot be shared', async () => {
    render(
      <ShareDialog
        open
        onClose={jest.fn()}
        {...TARGET}
        refusal={{ title: 'This cannot be shared', description: 'It holds inactive products.' }}
      />,
    );
    expect(await screen.findByText('This cannot be shared')).toBeInTheDocument();
    expect(screen.getByText('It holds inactive products.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
