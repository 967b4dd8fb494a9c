import { COMMERCE_BASE_PATH, commercePaths } from './commerce-paths';

describe('commercePaths', () => {
  it("builds the back office's screens below the base path it is mounted at", () => {
    expect(commercePaths.home(COMMERCE_BASE_PATH)).toBe('/u/account/commerce');
    expect(commercePaths.home('/')).toBe('/');
    expect(commercePaths.section('/admin/widget/edit/7/commerce/', 'orders')).toBe(
      '/admin/widget/edit/7/commerce/orders',
    );
    expect(commercePaths.create(COMMERCE_BASE_PATH, 'checkouts')).toBe(
      '/u/account/commerce/checkouts/create',
    );
    expect(commercePaths.edit(COMMERCE_BASE_PATH, 'products', 'p 1')).toBe(
      '/u/account/commerce/products/p%201/edit',
    );
    expect(commercePaths.order(COMMERCE_BASE_PATH, 'o/2')).toBe('/u/account/commerce/orders/o%2F2');
  });

  it('links a checkout at {origin}/c/{checkoutId}', () => {
    expect(commercePaths.checkoutPage('abc')).toBe('/c/abc');
    expect(commercePaths.checkoutLink('https://shop.test/', 'abc')).toBe('https://shop.test/c/abc');
  });
});
