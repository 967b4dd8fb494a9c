import type { Product } from '@suite/shared';

/** A product as the API answers it: a new, inactive, non-digital one unless `fields` say otherwise. */
export function productFixture(fields: Partial<Product> = {}): Product {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Hat',
    description: '',
    price: '0.01',
    imageUrl: null,
    publishedAt: null,
    category: null,
    digital: false,
    content: null,
    collections: [],
    images: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}
