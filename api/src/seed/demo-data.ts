import type { OrderStatus, ShippingAddressInput } from '@suite/shared';

// Demo data for a new back office.

/**
 * The demo's product pictures: drawings made for it, as WebP files in `./pictures` (the name is the
 * file's stem). The seed uploads them to the seller's images, so they are served by the suite itself
 * and show without any outside host.
 */
export const DEMO_PICTURES = [
  'genesis-hoodie',
  'genesis-hoodie-back',
  'gas-fee-tee',
  'validator-cap',
  'cold-wallet-beanie',
  'seed-phrase-notebook',
  'hardware-wallet-case',
  'hardware-wallet-case-closed',
  'block-explorer-mug',
  'sticker-pack',
  'merkle-tree-poster',
  'solidity-course',
  'wallpaper-pack',
  'audit-checklist',
] as const;
export type DemoPicture = (typeof DEMO_PICTURES)[number];

export const DEMO_CATEGORIES = ['Apparel', 'Accessories', 'Digital goods'] as const;
type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoProduct {
  name: string;
  description: string;
  price: string;
  category: DemoCategory;
  active: boolean;
  /** Its pictures, the first the cover. */
  pictures: DemoPicture[];
  digital?: { content: string };
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Genesis Hoodie',
    description: 'Heavyweight cotton hoodie with the genesis block printed on the back.',
    price: '59.90',
    category: 'Apparel',
    active: true,
    pictures: ['genesis-hoodie', 'genesis-hoodie-back'],
  },
  {
    name: 'Gas Fee Tee',
    description: 'Soft tri-blend T-shirt for every high-gas day.',
    price: '24.5',
    category: 'Apparel',
    active: true,
    pictures: ['gas-fee-tee'],
  },
  {
    name: 'Validator Cap',
    description: 'Embroidered six-panel cap, adjustable strap.',
    price: '19.99',
    category: 'Apparel',
    active: true,
    pictures: ['validator-cap'],
  },
  {
    name: 'Cold Wallet Beanie',
    description: 'Ribbed knit beanie for keeping your keys (and ears) cold-stored.',
    price: '17',
    category: 'Apparel',
    active: false,
    pictures: ['cold-wallet-beanie'],
  },
  {
    name: 'Seed Phrase Notebook',
    description: 'A5 dotted notebook with a steel cover page for your 24 words.',
    price: '14.25',
    category: 'Accessories',
    active: true,
    pictures: ['seed-phrase-notebook'],
  },
  {
    name: 'Hardware Wallet Case',
    description: 'Hard-shell case that fits the common hardware wallets.',
    price: '29',
    category: 'Accessories',
    active: true,
    pictures: ['hardware-wallet-case', 'hardware-wallet-case-closed'],
  },
  {
    name: 'Block Explorer Mug',
    description: 'Ceramic mug, 350 ml, dishwasher safe.',
    price: '12.75',
    category: 'Accessories',
    active: true,
    pictures: ['block-explorer-mug'],
  },
  {
    name: 'Sticker Pack (12)',
    description: 'Twelve vinyl stickers of the classic chain logos.',
    price: '6.5',
    category: 'Accessories',
    active: true,
    pictures: ['sticker-pack'],
  },
  {
    name: 'Merkle Tree Poster',
    description: 'A2 risograph print of a Merkle tree. Out of stock.',
    price: '35',
    category: 'Accessories',
    active: false,
    pictures: ['merkle-tree-poster'],
  },
  {
    name: 'Solidity Course',
    description: 'Eight video lessons from a first contract to a tested token.',
    price: '149',
    category: 'Digital goods',
    active: true,
    pictures: ['solidity-course'],
    digital: {
      content:
        'Thanks for buying the Solidity Course! Your access link: https://learn.example.com/solidity?code=DEMO-7F3K-Q9LP',
    },
  },
  {
    name: 'Wallpaper Pack',
    description: 'Twenty 4K wallpapers. Delivered as a download link.',
    price: '4.99',
    category: 'Digital goods',
    active: true,
    pictures: ['wallpaper-pack'],
    digital: { content: 'Download: https://files.example.com/wallpapers/demo-pack.zip' },
  },
  {
    name: 'Audit Checklist PDF',
    description: 'A 40-point checklist for a smart contract audit. Being revised.',
    price: '9.5',
    category: 'Digital goods',
    active: false,
    pictures: ['audit-checklist'],
    digital: { content: 'Download: https://files.example.com/audit-checklist-v2.pdf' },
  },
];

export const DEMO_COLLECTIONS: readonly { name: string; products: string[] }[] = [
  { name: 'Best sellers', products: ['Genesis Hoodie', 'Gas Fee Tee', 'Block Explorer Mug'] },
  { name: 'Learn & build', products: ['Solidity Course', 'Seed Phrase Notebook', 'Wallpaper Pack'] },
];

export const DEMO_CHECKOUTS: readonly {
  title: string;
  description: string;
  requireEmail: boolean;
  requireAddress: boolean;
  editable: boolean;
  items: { product: string; quantity: number }[];
}[] = [
  {
    title: 'Merch bundle',
    description: 'A hoodie, a cap and a mug at once.',
    requireEmail: true,
    requireAddress: true,
    editable: true,
    items: [
      { product: 'Genesis Hoodie', quantity: 1 },
      { product: 'Validator Cap', quantity: 1 },
      { product: 'Block Explorer Mug', quantity: 2 },
    ],
  },
  {
    title: 'Solidity Course',
    description: 'The course alone; the access link is sent by e-mail.',
    requireEmail: true,
    requireAddress: false,
    editable: false,
    items: [{ product: 'Solidity Course', quantity: 1 }],
  },
];

export const DEMO_RECEIVER_EMAIL = 'shop@demo.example.com';

/**
 * The seller's store profile, shown on their public profile (`/u/{username}`). The username is made
 * from the wallet (`demo_` and its first six hex digits), since usernames are unique.
 */
export const DEMO_STORE_PROFILE: {
  bio: string;
  title: string;
  name: string;
  description: string;
  picture: DemoPicture;
  background: DemoPicture;
} = {
  bio: 'Merch and courses for people who build on chain.',
  title: 'Demo store',
  name: 'Genesis Goods',
  description: 'Hoodies, mugs, notebooks and courses, paid in stablecoins on the local chain.',
  picture: 'block-explorer-mug',
  background: 'wallpaper-pack',
};
/** The local chain, Polygon and Base: the seed enables those this server can take payments on. */
export const DEMO_CHAIN_IDS = [31337, 137, 8453];
export const DEMO_CREDITS = '250';
export const DEMO_CREDITS_REASON = 'Demo credits';

export const DEMO_WIDGET_CONFIG = {
  name: 'Demo store',
  currency: 'USD',
  locale: 'en',
  theme: 'default',
  page: {
    title: 'Home',
    layout: { type: 'list' },
    sections: [
      {
        type: 'markdown',
        name: 'Welcome',
        data: {
          source:
            '# Welcome to the demo store\n\nMerch and courses for builders, paid in **stablecoins** on Polygon, Base or the local chain.',
        },
      },
      {
        // The store: every active product, with Buy; the buyer gives an e-mail for the receipt.
        type: 'commerce',
        name: 'Store',
        data: { content: { type: 'store', params: { emailRequired: true } } },
      },
      {
        type: 'video',
        name: 'How to pay',
        data: {
          title: 'Paying with a wallet',
          videoUrl: 'https://www.youtube.com/watch?v=SSo_EIwHSd4',
          embedType: 'youtube',
        },
      },
    ],
  },
};

/**
 * The demo widget's leaderboard, shown by a ranking section added below its other sections. Two
 * wallets tie for second place (standard competition ranking: 1, 2, 2, 4, …); the earlier one is listed first.
 */
export const DEMO_LEADERBOARD = {
  title: 'Top buyers',
  description: 'Points for every order paid in stablecoins this season',
  sectionName: 'Leaderboard',
  sectionTitle: 'Top buyers of the season',
  entries: [
    { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', score: 1280 },
    { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', score: 945.5 },
    { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', score: 945.5 },
    { address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', score: 720 },
    { address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', score: 415.25 },
    { address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', score: 310 },
    { address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', score: 260 },
    { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', score: 120 },
    { address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', score: 75 },
    { address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096', score: 40 },
    { address: '0x71bE63f3384f5fb98995898A86B02Fb2426c5788', score: 12 },
    { address: '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a', score: 5 },
  ],
} as const;

/**
 * Orders across every status. Each is paid on the local chain; its amount is computed from the
 * product prices by the order endpoint. `read` marks its notification read.
 */
export const DEMO_ORDERS: readonly {
  status: OrderStatus;
  items: { product: string; quantity: number }[];
  email?: string;
  /** Required by checkouts that ask for an address. */
  shippingAddress?: ShippingAddressInput;
  checkout?: string;
  read: boolean;
}[] = [
  { status: 'Pending', items: [{ product: 'Gas Fee Tee', quantity: 2 }], read: false },
  {
    status: 'Pending',
    items: [{ product: 'Solidity Course', quantity: 1 }],
    email: 'ada@example.com',
    checkout: 'Solidity Course',
    read: false,
  },
  {
    status: 'PaymentConfirmed',
    items: [
      { product: 'Genesis Hoodie', quantity: 1 },
      { product: 'Validator Cap', quantity: 1 },
      { product: 'Block Explorer Mug', quantity: 2 },
    ],
    email: 'satoshi@example.com',
    shippingAddress: {
      name: 'Satoshi Nakamoto',
      line1: '1 Genesis Block Street',
      city: 'Lisbon',
      postalCode: '1100-001',
      country: 'Portugal',
    },
    checkout: 'Merch bundle',
    read: false,
  },
  {
    status: 'Finalized',
    items: [
      { product: 'Seed Phrase Notebook', quantity: 3 },
      { product: 'Sticker Pack (12)', quantity: 1 },
    ],
    read: true,
  },
  { status: 'Finalized', items: [{ product: 'Wallpaper Pack', quantity: 1 }], read: true },
  { status: 'Refunded', items: [{ product: 'Hardware Wallet Case', quantity: 1 }], read: true },
  { status: 'Cancelled', items: [{ product: 'Validator Cap', quantity: 2 }], read: true },
  { status: 'TransactionFailed', items: [{ product: 'Genesis Hoodie', quantity: 1 }], read: false },
];
