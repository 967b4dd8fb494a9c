import { compareCatalogs, flatten, unusedKeys } from './check-catalogs';

const english = flatten({
  nav: { open: 'Open navigation', widgets: 'Widgets' },
  orders: { count_one: '{{count}} order', count_other: '{{count}} orders' },
  greeting: 'Hello {{name}}',
});

describe('the catalogs check', () => {
  it('passes a complete translation, with the plural forms of its own language', () => {
    const spanish = flatten({
      nav: { open: 'Abrir la navegación', widgets: 'Widgets' },
      orders: {
        count_one: '{{count}} pedido',
        count_many: '{{count}} pedidos',
        count_other: '{{count}} pedidos',
      },
      greeting: 'Hola {{name}}',
    });
    expect(compareCatalogs(english, spanish, 'es')).toEqual([]);
  });

  it('names a missing key, an extra one, an empty one and a lost placeholder', () => {
    const portuguese = flatten({
      nav: { open: '', menu: 'Menu' },
      orders: { count_one: '{{count}} pedido', count_other: '{{count}} pedidos' },
      greeting: 'Olá',
    });
    expect(compareCatalogs(english, portuguese, 'pt')).toEqual([
      'pt: missing "nav.widgets"',
      'pt: "greeting" has placeholders {}, English {name}',
      'pt: "nav.open" is empty',
      'pt: "nav.menu" is not in the English catalog',
    ]);
  });

  it('counts a key used as a literal, by its plural base or through a template head, and names the rest', () => {
    const sources = ["t('nav.open')", "t('orders.count', { count })", 'const x = 1;'];
    expect(unusedKeys(english, sources)).toEqual(['nav.widgets', 'greeting']);
    expect(unusedKeys(english, [...sources, 't(`nav.${key}`)', 't("greeting")'])).toEqual([]);
  });
});
