import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShowcaseConfig } from '@suite/shared/sections';
import { ok, renderInSite } from '../../test/render-in-site';
import { NFT_IMAGE, nftAnswer } from '../../test/nft-test-data';
import { ShowcaseEditor } from './editor';
import { ShowcaseRenderer } from './renderer';

// The item editor mounts a card of antd fields inside the section's form: slow in jsdom, more so
// while other suites run beside.
jest.setTimeout(60_000);

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const CONFIG: ShowcaseConfig = {
  title: 'Our work',
  subtitle: 'Art and tools',
  layout: 'grid',
  columns: 3,
  showCaptions: true,
  items: [
    {
      kind: 'image',
      imageUrl: 'https://cdn.example.com/poster.jpg',
      caption: 'Poster',
      linkUrl: 'https://example.com/poster',
    },
    {
      kind: 'nft',
      chainId: 1,
      contractAddress: CONTRACT,
      tokenId: '7',
      imageUrl: 'https://cdn.example.com/7.png',
      caption: 'Ape',
    },
    { kind: 'link', url: 'https://docs.example.com', caption: 'Read the docs', imageUrl: '' },
    { kind: 'image', imageUrl: 'https://cdn.example.com/clip.mov', caption: 'Clip', linkUrl: '' },
  ],
};

describe('ShowcaseRenderer', () => {
  it('shows images, NFTs and links with their captions, each leading where it should', () => {
    const { container } = render(<ShowcaseRenderer data={CONFIG} />);
    expect(screen.getByRole('heading', { name: 'Our work' })).toBeInTheDocument();
    expect(screen.getByText('Art and tools')).toBeInTheDocument();
    const gallery = within(screen.getByRole('list', { name: 'Gallery' }));
    expect(gallery.getAllByRole('listitem')).toHaveLength(4);

    const poster = gallery.getByRole('link', { name: 'Poster' });
    expect(poster).toHaveAttribute('href', 'https://example.com/poster');
    expect(within(poster).getByRole('img', { name: 'Poster' })).toBeInTheDocument();
    expect(gallery.getByRole('link', { name: 'Ape' })).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${CONTRACT}?a=7`,
    );
    expect(gallery.getByText('Token #7 on Ethereum')).toBeInTheDocument();
    const docs = gallery.getByRole('link', { name: 'Read the docs' });
    expect(docs).toHaveAttribute('href', 'https://docs.example.com');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/clip.mov');
    expect(gallery.getByText('Clip')).toBeInTheDocument();
  });

  it('lays the items out as the owner chose, one column on a phone', () => {
    const { rerender } = render(<ShowcaseRenderer data={CONFIG} />);
    // jsdom matches no media query: the width of a phone.
    expect(screen.getByRole('list', { name: 'Gallery' })).toHaveStyle({
      gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
    });
    rerender(<ShowcaseRenderer data={{ ...CONFIG, layout: 'masonry' }} />);
    expect(screen.getByRole('list', { name: 'Gallery' })).toHaveStyle({ columnCount: '1' });
    expect(screen.getByRole('region', { name: 'Our work' })).toHaveAttribute('data-layout', 'masonry');
  });

  it('hides the captions when the owner turns them off, keeping links named', () => {
    render(<ShowcaseRenderer data={{ ...CONFIG, showCaptions: false }} />);
    expect(screen.queryByText('Clip')).not.toBeInTheDocument();
    expect(screen.queryByText('Token #7 on Ethereum')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poster' })).toBeInTheDocument();
    // A link item has only its caption to show.
    expect(screen.getByRole('link', { name: 'Read the docs' })).toBeInTheDocument();
  });

  it('shows an NFT without a picture of its own with the image its metadata gives, leading to it', async () => {
    const nft = { ...CONFIG.items[1], kind: 'nft' as const, tokenId: '3', imageUrl: '', caption: '' };
    renderInSite(<ShowcaseRenderer data={{ ...CONFIG, items: [nft] }} />, {
      'GET /api/onchain/nft': nftAnswer,
    });
    const gallery = within(screen.getByRole('list', { name: 'Gallery' }));
    const link = gallery.getByRole('link', { name: 'Token #3' });
    expect(link).toHaveAttribute('href', `https://etherscan.io/token/${CONTRACT}?a=3`);
    expect(await within(link).findByRole('img', { name: 'Token #3' })).toHaveAttribute('src', NFT_IMAGE);
    expect(gallery.getByText('Token #3 on Ethereum')).toBeInTheDocument();
  });

  it('says what is missing while there is no item', () => {
    render(<ShowcaseRenderer data={{ ...CONFIG, items: [] }} />);
    expect(screen.getByText('Items: At least one item is required')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  renderInSite(<ShowcaseEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />, {
    'GET /api/onchain/chains': ok({ chainIds: [1, 31337] }),
  });
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('ShowcaseEditor', () => {
  it('checks an NFT item by its own fields before adding it', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const editor = within(screen.getByRole('group', { name: 'New item' }));
    await user.click(editor.getByText('NFT'));
    await user.click(editor.getByRole('button', { name: 'Save item' }));
    expect(await editor.findByText('Token ID is required')).toBeInTheDocument();
    expect(
      editor.getByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    // The picture is the NFT's own unless another is given.
    expect(editor.queryByText('Image URL is required')).not.toBeInTheDocument();
    expect(editor.getByLabelText('Image URL (optional)')).toHaveValue('');
    // The NFT chains, the local chain among them, named as the page names them.
    await user.click(editor.getByRole('combobox', { name: 'Chain' }));
    expect(await screen.findByTitle('Local chain (testnet)')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(editor.getByLabelText('Contract address'));
    await user.paste(CONTRACT);
    await user.click(editor.getByLabelText('Token ID'));
    await user.paste('7');
    await user.click(editor.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByRole('listitem', { name: 'Token #7 · NFT' })).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        items: [
          {
            kind: 'nft',
            chainId: 1,
            contractAddress: CONTRACT,
            tokenId: '7',
            imageUrl: '',
            caption: '',
          },
        ],
      }),
    );
  });

  it('needs a caption for a link, and bounds the columns', async () => {
    const { user } = renderEditor(CONFIG);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const editor = within(screen.getByRole('group', { name: 'New item' }));
    await user.click(editor.getByText('Link'));
    await user.click(editor.getByRole('button', { name: 'Save item' }));
    expect(await editor.findByText('Link URL is required')).toBeInTheDocument();
    expect(editor.getByText('Caption is required')).toBeInTheDocument();
    await user.click(editor.getByRole('button', { name: 'Cancel item' }));

    const columns = screen.getByLabelText('Columns');
    await user.clear(columns);
    await user.paste('7');
    expect(await screen.findByText('Columns must be between 1 and 6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByText('List'));
    expect(screen.getByLabelText('Columns')).toBeDisabled();
  });
});
