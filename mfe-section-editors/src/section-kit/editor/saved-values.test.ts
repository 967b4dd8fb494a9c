import * as z from 'zod/v4';
import {
  CALL_TO_ACTION_DEFAULTS,
  CallToActionConfigSchema,
  PAGE_ITEMS_MAX,
  type CallToActionConfig,
} from '@suite/shared/sections';
import { NFT_ADDRESS } from '../../test/nft-test-data';
import { openSaved, savedValues } from './saved-values';

const ASSET = { type: 'asset', chainId: 1, contractAddress: NFT_ADDRESS, tokenId: '1', title: 'Ape' };
const SAVED: CallToActionConfig = {
  variant: 'dark',
  title: 'Join the mint',
  subtitle: 'Only 500 passes',
  button: { title: 'Mint now', url: 'https://example.com/mint', openInNewPage: true },
  items: [{ type: 'asset', chainId: 1, contractAddress: NFT_ADDRESS, tokenId: '1', title: 'Ape' }],
};

const open = (data: unknown) => savedValues(CallToActionConfigSchema, CALL_TO_ACTION_DEFAULTS, data);
/** Where a saved value could not be kept, as the dialog's notice lists it. */
const replaced = (data: unknown) =>
  openSaved(CallToActionConfigSchema, CALL_TO_ACTION_DEFAULTS, data).replaced;

describe('savedValues', () => {
  it('opens a config that passes as it is', () => {
    expect(open(SAVED)).toEqual(SAVED);
    expect(replaced(SAVED)).toEqual([]);
  });

  it('keeps what breaks a rule as saved: a token ID of letters, a list over its limit', () => {
    const items = [...Array.from({ length: PAGE_ITEMS_MAX + 5 }, () => ASSET), { ...ASSET, tokenId: 'abc' }];
    const data = { ...SAVED, title: '', items };
    expect(open(data)).toEqual(data);
    expect(replaced(data)).toEqual([]);
  });

  it('takes from the defaults only what is missing or of another type', () => {
    const data = {
      variant: 'medium',
      title: { text: 'Join' },
      subtitle: 'Only 500 passes',
      button: { title: 'Mint now', url: 'not a link' },
      items: SAVED.items,
    };
    expect(open(data)).toEqual({
      variant: 'light',
      title: '',
      subtitle: 'Only 500 passes',
      button: { title: 'Mint now', url: 'not a link', openInNewPage: false },
      items: SAVED.items,
    });
    // A variant no longer offered and a title of another kind are lost; the missing `openInNewPage` is
    // only filled in.
    expect(replaced(data)).toEqual([['variant'], ['title']]);
  });

  it('keeps every item, filling in what an item lacks with blanks', () => {
    const data = {
      ...SAVED,
      items: [ASSET, { ...ASSET, title: undefined, tokenId: 7 }, null, { type: 'video', title: 'Clip' }],
    };
    const { items } = open(data);
    expect(items).toHaveLength(4);
    expect(items[0]).toEqual(ASSET);
    expect(items[1]).toEqual({ ...ASSET, title: '', tokenId: '7' });
    expect(items[2]).toMatchObject({ type: 'asset', title: '', tokenId: '' });
    expect(items[3]).toMatchObject({ type: 'asset', title: 'Clip' });
    // The token ID 7 is kept as '7', the missing title filled in; the entry that was nothing and the
    // one of a kind no longer offered are named, once each, not field by field.
    expect(replaced(data)).toEqual([
      ['items', 2],
      ['items', 3, 'type'],
    ]);
  });

  it('checks the items of a list over its limit, which zod leaves unchecked', () => {
    const items = Array.from({ length: PAGE_ITEMS_MAX + 3 }, (_, index) =>
      index === PAGE_ITEMS_MAX + 1 ? { ...ASSET, title: null } : ASSET,
    );
    const opened = open({ ...SAVED, items });
    expect(opened.items).toHaveLength(PAGE_ITEMS_MAX + 3);
    expect(opened.items[PAGE_ITEMS_MAX + 1]).toEqual({ ...ASSET, title: '' });
  });

  it('keeps a fraction where a whole number goes, reads a number saved as text, and leaves out what may be left out', () => {
    const schema = z.object({
      name: z.string(),
      count: z.number().int(),
      size: z.number(),
      icon: z.enum(['star']).optional(),
    });
    const defaults = { name: '', count: 1, size: 1 };
    const opened = openSaved(schema, defaults, { name: 'Mine', count: 1.5, size: '12', icon: 3 });
    expect(opened.values).toEqual({ name: 'Mine', count: 1.5, size: 12 });
    expect(opened.replaced).toEqual([['icon']]);
  });

  it('opens on the defaults only what is no config at all', () => {
    expect(open('a text')).toBe(CALL_TO_ACTION_DEFAULTS);
    expect(open([SAVED])).toBe(CALL_TO_ACTION_DEFAULTS);
    expect(replaced('a text')).toEqual([[]]);
  });
});
