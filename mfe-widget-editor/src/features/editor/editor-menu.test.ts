import en from '../../locales/en.json';
import {
  commerceEntryOfPath,
  editorMenu,
  menuIds,
  selectedSection,
  type MenuContext,
  type MenuGroup,
} from './editor-menu';

const owner: MenuContext = { kit: 'Full', isOwner: true, embedded: false };

/** The groups' titles, in English. */
const titlesOf = (groups: MenuGroup[]) => groups.map((group) => en.menu.groups[group.key]);

describe('the editor menu (seed 001 §2, §6)', () => {
  it('shows every group and id to the owner of a Full Kit widget in the admin', () => {
    const groups = editorMenu(owner);
    expect(titlesOf(groups)).toEqual(['Settings', 'Layout', 'Fees', 'Data', 'DexContracts', 'E-Commerce']);
    expect(menuIds(groups)).toEqual([
      'general',
      'powered.by',
      'apiKey',
      'history',
      'theme',
      'components',
      'marketplace-fees',
      'swap-fees',
      'data.collections',
      'data.tokens',
      'data.networks',
      'data.rankings',
      'create.contracts',
      'manage.contracts',
      'contract.forms',
      'commerce.dashboard',
      'commerce.notifications',
      'commerce.settings',
      'commerce.orders',
      'commerce.products.items',
      'commerce.products.categories',
      'commerce.products.collections',
      'commerce.checkouts',
    ]);
  });

  it('leaves marketplace fees and collections out of the Swap Kit, swap fees out of the NFT Kit', () => {
    const swap = menuIds(editorMenu({ ...owner, kit: 'Swap' }));
    expect(swap).not.toContain('marketplace-fees');
    expect(swap).not.toContain('data.collections');
    expect(swap).toContain('swap-fees');
    expect(swap).toContain('data.rankings');
    const nft = menuIds(editorMenu({ ...owner, kit: 'NFT' }));
    expect(nft).not.toContain('swap-fees');
    expect(nft).toContain('marketplace-fees');
    expect(nft).toContain('data.collections');
  });

  it('hides Fees, Data, DexContracts and the owner-only settings when embedded in a site', () => {
    const groups = editorMenu({ ...owner, embedded: true });
    expect(titlesOf(groups)).toEqual(['Settings', 'Layout', 'E-Commerce']);
    expect(menuIds(groups).slice(0, 4)).toEqual(['general', 'history', 'theme', 'components']);
  });

  it('shows powered.by and apiKey to the owner only', () => {
    const ids = menuIds(editorMenu({ ...owner, isOwner: false }));
    expect(ids).not.toContain('powered.by');
    expect(ids).not.toContain('apiKey');
  });

  it('shows E-Commerce only when commerce is enabled and the user is the owner or not embedded', () => {
    const titles = (context: MenuContext) => titlesOf(editorMenu(context));
    expect(titles({ ...owner, kit: 'NFT' })).not.toContain('E-Commerce');
    expect(titles({ ...owner, kit: 'Swap' })).not.toContain('E-Commerce');
    expect(titles({ ...owner, kit: 'Commerce' })).toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: false, embedded: false })).toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: false, embedded: true })).not.toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: true, embedded: true })).toContain('E-Commerce');
  });

  it('selects the tab of the query when the menu has it, else general', () => {
    const groups = editorMenu({ ...owner, kit: 'Swap' });
    expect(selectedSection('theme', groups)).toBe('theme');
    expect(selectedSection(null, groups)).toBe('general');
    expect(selectedSection('nonsense', groups)).toBe('general');
    expect(selectedSection('data.collections', groups)).toBe('general');
  });

  it('finds the commerce entry of a path below commerce/', () => {
    expect(commerceEntryOfPath('')).toBe('commerce.products.items');
    expect(commerceEntryOfPath('/dashboard')).toBe('commerce.dashboard');
    expect(commerceEntryOfPath('/orders/12')).toBe('commerce.orders');
    expect(commerceEntryOfPath('/products/create')).toBe('commerce.products.items');
    expect(commerceEntryOfPath('/categories')).toBe('commerce.products.categories');
  });
});
