import { emptyCommerceContent, type CommerceConfig } from '@suite/shared';

export const COMMERCE_DEFAULTS: CommerceConfig = { content: emptyCommerceContent('store') };
