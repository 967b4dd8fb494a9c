import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionsConfig, PageItem } from '@suite/shared/sections';
import { renderInSite } from '../../test/render-in-site';
import { NFT_IMAGE, nftAnswer } from '../../test/nft-test-data';
import { CollectionsEditor } from './editor';
import { CollectionsRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const APES: PageItem = {
  type: 'collection',
  chainId: 1,
  contractAddress: ADDRESS,
  title: 'Apes',
  subtitle: 'The original apes',
  backgroundImageUrl: 'https://img.example.com/apes.png',
  featured: false,
  variant: 'default',
};
const PUNKS: PageItem = { ...APES, title: 'Punks', subtitle: 'Pixel punks', featured: true };
const TOKEN: PageItem = {
  type: 'asset',
  chainId: 137,
  contractAddress: ADDRESS,
  tokenId: '9',
  title: 'Rare one',
};
const CONFIG: CollectionsConfig = {
  title: 'Our collections',
  variant: 'grid',
  hideTitle: false,
  items: [APES, PUNKS, TOKEN],
};

/** The layout's own entries (each card's actions are a list of their own). */
function entries(root: HTMLElement) {
  return root.querySelectorAll(':scope > [role="listitem"], :scope > * > [role="listitem"]');
}

function renderVariant(variant: CollectionsConfig['variant'], extra: Partial<CollectionsConfig> = {}) {
  const view = renderInSite(<CollectionsRenderer data={{ ...CONFIG, variant, ...extra }} />, {
    'GET /api/onchain/nft': nftAnswer,
  });
  const root = view.container.querySelector(`[data-variant="${variant}"]`);
  if (!(root instanceof HTMLElement)) throw new Error(`No ${variant} layout`);
  return { ...view, root };
}

describe('CollectionsRenderer', () => {
  it('grid: picture tiles that link to the explorer, titles only', () => {
    const { root } = renderVariant('grid');
    expect(entries(root)).toHaveLength(3);
    expect(within(root).getByRole('link', { name: 'Apes on the explorer' })).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${ADDRESS}`,
    );
    expect(within(root).queryByText(/The original apes/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our collections' })).toBeInTheDocument();
  });

  it("list: one row each with a picture (the NFT's from its metadata), caption and link", async () => {
    const { root } = renderVariant('list');
    expect(within(root).getAllByRole('listitem')).toHaveLength(3);
    expect(root.querySelectorAll('.ant-avatar')).toHaveLength(2);
    expect(within(root).getByText('The original apes · Ethereum')).toBeInTheDocument();
    // Named by number while the metadata is read, then by its name, with its image.
    expect(within(root).getByText('Token #9 · Polygon')).toBeInTheDocument();
    expect(within(root).getByRole('status', { name: 'Loading NFT #9' })).toBeInTheDocument();
    expect(await within(root).findByText('Ape #9 · Polygon')).toBeInTheDocument();
    expect(within(root).getByRole('img', { name: 'Ape #9' })).toHaveAttribute('src', NFT_IMAGE);
  });

  it("grid: an NFT's metadata that cannot be read shows its number and why", async () => {
    const { root } = renderVariant('grid', { items: [{ ...TOKEN, tokenId: '13' }] });
    await waitFor(() =>
      expect(within(root).getByText('No image: The metadata server answered 404')).toBeInTheDocument(),
    );
    expect(within(root).getByText('#13')).toBeInTheDocument();
  });

  it('carousel: slides in a carousel', () => {
    const { root } = renderVariant('carousel');
    expect(root.querySelector('.ant-carousel')).not.toBeNull();
    // Slides out of view are hidden from assistive technology; each item is a slide.
    expect(within(root).getAllByRole('heading', { name: 'Punks', hidden: true }).length).toBeGreaterThan(0);
    expect(within(root).getAllByText('Token #9 · Polygon').length).toBeGreaterThan(0);
    // Each item leads to its explorer page, as in the other layouts.
    expect(within(root).getAllByRole('link', { name: /on the explorer$/ }).length).toBeGreaterThan(0);
  });

  it('cards: large cards with captions, the featured one marked', () => {
    const { root } = renderVariant('cards');
    expect(root.querySelectorAll('.ant-card')).toHaveLength(3);
    expect(within(root).getByText('Pixel punks · Ethereum')).toBeInTheDocument();
    expect(within(root).getAllByText('Featured')).toHaveLength(1);
  });

  it('masonry: cards in columns', () => {
    const { root } = renderVariant('masonry');
    expect(root.style.columnCount).not.toBe('');
    expect(root.querySelectorAll('.ant-card')).toHaveLength(3);
  });

  it('hero: the first featured item as the banner, the others below', () => {
    const { root } = renderVariant('hero');
    const hero = within(root).getByRole('group', { name: 'Punks' });
    expect(within(hero).getByRole('heading', { name: 'Punks', level: 2 })).toBeInTheDocument();
    expect(entries(root)).toHaveLength(2);
  });

  it('compact: a dense list of titles and chains without pictures', () => {
    const { root } = renderVariant('compact');
    expect(within(root).getAllByRole('listitem')).toHaveLength(3);
    expect(root.querySelector('.ant-avatar')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(within(root).getByText('Rare one #9')).toBeInTheDocument();
    expect(within(root).getByText('Polygon')).toBeInTheDocument();
  });

  const PLAIN: PageItem = {
    ...APES,
    title: 'Plain',
    backgroundImageUrl: 'https://img.example.com/plain.png',
    featured: true,
    variant: 'simple',
  };

  it.each(['grid', 'list', 'carousel', 'cards', 'masonry', 'hero', 'compact'] as const)(
    '%s: a simple item is drawn without its picture, a featured one with the Featured mark',
    (variant) => {
      const { root } = renderVariant(variant, { items: [PLAIN, APES] });
      expect(root.querySelector(`img[src="${PLAIN.backgroundImageUrl}"]`)).toBeNull();
      // The default item keeps its picture (compact draws none), and only the featured one is marked.
      if (variant !== 'compact') {
        expect(root.querySelector(`img[src="${APES.backgroundImageUrl}"]`)).not.toBeNull();
      }
      const marks = within(root).getAllByText('Featured');
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) {
        expect(mark.closest('li, [role="listitem"], .slick-slide, [role="group"]')).toHaveTextContent(
          'Plain',
        );
      }
    },
  );

  it('hides the title when asked, and says when there is nothing to show', () => {
    const { unmount } = renderInSite(<CollectionsRenderer data={{ ...CONFIG, hideTitle: true }} />, {
      'GET /api/onchain/nft': nftAnswer,
    });
    expect(screen.queryByRole('heading', { name: 'Our collections' })).not.toBeInTheDocument();
    unmount();
    render(<CollectionsRenderer data={{ ...CONFIG, items: [] }} />);
    expect(screen.getByText('No collections to show yet.')).toBeInTheDocument();
  });

  it('refuses a variant outside the seven', () => {
    render(<CollectionsRenderer data={{ ...CONFIG, variant: 'slideshow' }} />);
    expect(
      screen.getByText('Layout: Variant must be one of grid, list, carousel, cards, masonry, hero, compact'),
    ).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<CollectionsEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('CollectionsEditor', () => {
  it('requires a title and keeps Save disabled while invalid', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('offers the seven layouts, hides the title on demand and saves', async () => {
    const { onChange, onSave, user } = renderEditor(CONFIG);
    for (const label of ['Grid', 'List', 'Carousel', 'Cards', 'Masonry', 'Hero', 'Compact']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByText('Masonry'));
    expect(screen.getByText('Columns of cards, each picture at its own height.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Title on the page'));
    expect(onChange).toHaveBeenLastCalledWith({ ...CONFIG, variant: 'masonry', hideTitle: true });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...CONFIG, variant: 'masonry', hideTitle: true });
  });
});
