import { commerceEntryOfPath, editorMenu } from './editor-menu';

describe('the editor menu', () => {
  it('finds the commerce entry of a path below commerce/', () => {
    expect(commerceEntryOfPath('')).toBe('commerce.products.items');
    expect(commerceEntryOfPath('/dashboard')).toBe('commerce.dashboard');
    expect(commerceEntryOfPath('/orders/12')).toBe('commerce.orders');
    expect(commerceEntryOfPath('/products/create')).toBe('commerce.products.items');
    expect(commerceEntryOfPath('/categories')).toBe('commerce.products.categories');
  });

  it("titles the commerce entries as the back office does, but Items and Settings in the editor's words", () => {
    const groups = editorMenu([], { kit: 'Full', isOwner: true, embedded: false });
    expect(groups.find((group) => group.key === 'commerce')?.entries).toEqual([
      { id: 'commerce.dashboard', commerceSection: 'dashboard' },
      { id: 'commerce.notifications', commerceSection: 'notifications' },
      { id: 'commerce.settings', title: 'menu.entries.commerce.settings' },
      { id: 'commerce.orders', commerceSection: 'orders' },
      { id: 'commerce.products.items', title: 'menu.entries.commerce.products.items' },
      { id: 'commerce.products.categories', commerceSection: 'categories' },
      { id: 'commerce.products.collections', commerceSection: 'collections' },
      { id: 'commerce.checkouts', commerceSection: 'checkouts' },
    ]);
  });
});
