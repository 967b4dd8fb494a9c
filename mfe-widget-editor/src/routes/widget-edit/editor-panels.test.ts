import { editorMenu, menuIds, panelOfTab, type MenuGroup } from '../../features/editor/editor-menu';
import type { MenuContext } from '../../features/editor/editor-panel';
import en from '../../locales/en.json';
import { DEFAULT_PANEL, EDITOR_PANELS } from './editor-panels';

const owner: MenuContext = { kit: 'Full', isOwner: true, embedded: false };
const menu = (context: MenuContext) => editorMenu(EDITOR_PANELS, context);

/** The groups' titles, in English. */
const titlesOf = (groups: MenuGroup[]) => groups.map((group) => en.menu.groups[group.key]);

/** The panel `?tab=` opens for this user, General by default. */
const opened = (tab: string | null, context: MenuContext) =>
  (panelOfTab(tab, EDITOR_PANELS, context) ?? DEFAULT_PANEL).id;

describe('the editor panels and menu (seed 001 §2, §6)', () => {
  it('shows every group and id to the owner of a Full Kit widget in the admin', () => {
    const groups = menu(owner);
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

  it('gives each panel an id of its own', () => {
    const ids = EDITOR_PANELS.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves marketplace fees and collections out of the Swap Kit, swap fees out of the NFT Kit', () => {
    const swap = menuIds(menu({ ...owner, kit: 'Swap' }));
    expect(swap).not.toContain('marketplace-fees');
    expect(swap).not.toContain('data.collections');
    expect(swap).toContain('swap-fees');
    expect(swap).toContain('data.rankings');
    const nft = menuIds(menu({ ...owner, kit: 'NFT' }));
    expect(nft).not.toContain('swap-fees');
    expect(nft).toContain('marketplace-fees');
    expect(nft).toContain('data.collections');
  });

  it('hides Fees, Data, DexContracts and the Settings extras (owner-only settings, History) when embedded', () => {
    const groups = menu({ ...owner, embedded: true });
    expect(titlesOf(groups)).toEqual(['Settings', 'Layout', 'E-Commerce']);
    expect(menuIds(groups).slice(0, 3)).toEqual(['general', 'theme', 'components']);
  });

  it('shows powered.by and apiKey to the owner only', () => {
    const ids = menuIds(menu({ ...owner, isOwner: false }));
    expect(ids).not.toContain('powered.by');
    expect(ids).not.toContain('apiKey');
  });

  it('shows E-Commerce only when commerce is enabled and the user is the owner or not embedded', () => {
    const titles = (context: MenuContext) => titlesOf(menu(context));
    expect(titles({ ...owner, kit: 'NFT' })).not.toContain('E-Commerce');
    expect(titles({ ...owner, kit: 'Swap' })).not.toContain('E-Commerce');
    expect(titles({ ...owner, kit: 'Commerce' })).toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: false, embedded: false })).toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: false, embedded: true })).not.toContain('E-Commerce');
    expect(titles({ kit: 'Commerce', isOwner: true, embedded: true })).toContain('E-Commerce');
  });

  it('opens the panel of the tab query when the menu has it, else general', () => {
    const swap = { ...owner, kit: 'Swap' } as const;
    expect(opened('theme', swap)).toBe('theme');
    expect(opened(null, swap)).toBe('general');
    expect(opened('nonsense', swap)).toBe('general');
    expect(opened('data.collections', swap)).toBe('general');
    expect(opened('commerce.orders', swap)).toBe('general');
  });
});
