import { SECTION_REGISTRY } from './registry';
import type { SectionType } from '@suite/shared/widget';

/*
 * A complete config of every registered section type, as an owner saves it from the type's editor:
 * the registry's defaults with what the owner must fill in. Tests of the registry (shared) and of the
 * widget save (API) go through every type with these; not exported from the package.
 */

const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TOKEN_A = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const TOKEN_B = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const IMAGE = 'https://example.com/images/ape.png';
const BALANCE_OF_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
]);

export const SECTION_EXAMPLES = {
  video: {
    ...SECTION_REGISTRY.video.defaults,
    title: 'Paying with a wallet',
    videoUrl: 'https://www.youtube.com/watch?v=SSo_EIwHSd4',
    embedType: 'youtube',
  },
  'call-to-action': {
    ...SECTION_REGISTRY['call-to-action'].defaults,
    title: 'Join the club',
    subtitle: 'Members save more',
    button: { title: 'Join now', url: 'https://example.com/join', openInNewPage: true },
    items: [{ type: 'asset', chainId: 1, contractAddress: CONTRACT, tokenId: '1', title: 'Ape #1' }],
  },
  featured: { ...SECTION_REGISTRY.featured.defaults, title: 'Featured' },
  collections: { ...SECTION_REGISTRY.collections.defaults, title: 'Our collections' },
  swap: SECTION_REGISTRY.swap.defaults,
  'asset-store': {
    ...SECTION_REGISTRY['asset-store'].defaults,
    title: 'Apes for sale',
    contractAddress: CONTRACT,
    tokenIds: ['1', '2'],
  },
  markdown: { ...SECTION_REGISTRY.markdown.defaults, source: '# Welcome' },
  wallet: SECTION_REGISTRY.wallet.defaults,
  contract: {
    ...SECTION_REGISTRY.contract.defaults,
    address: CONTRACT,
    abi: BALANCE_OF_ABI,
    functions: ['balanceOf(address)'],
  },
  'user-contract-form': { ...SECTION_REGISTRY['user-contract-form'].defaults, formId: '1' },
  exchange: SECTION_REGISTRY.exchange.defaults,
  'code-page-section': SECTION_REGISTRY['code-page-section'].defaults,
  'dex-generator-section': {
    ...SECTION_REGISTRY['dex-generator-section'].defaults,
    title: 'Corner DEX',
    factoryAddress: CONTRACT,
    routerAddress: TOKEN_A,
    tokens: [
      { address: TOKEN_A, symbol: 'CRN', decimals: 18 },
      { address: TOKEN_B, symbol: 'tUSDC', decimals: 6 },
    ],
  },
  collection: { ...SECTION_REGISTRY.collection.defaults, contractAddress: CONTRACT, title: 'Apes' },
  'asset-section': {
    ...SECTION_REGISTRY['asset-section'].defaults,
    contractAddress: CONTRACT,
    tokenId: '7',
    title: 'Ape #7',
  },
  ranking: { ...SECTION_REGISTRY.ranking.defaults, rankingId: 1 },
  'token-trade': SECTION_REGISTRY['token-trade'].defaults,
  carousel: {
    ...SECTION_REGISTRY.carousel.defaults,
    slides: [{ imageUrl: IMAGE, title: 'Ape', description: '', linkUrl: '', openInNewPage: false }],
  },
  showcase: {
    ...SECTION_REGISTRY.showcase.defaults,
    items: [{ kind: 'image', imageUrl: IMAGE, caption: 'Ape', linkUrl: '' }],
  },
  commerce: SECTION_REGISTRY.commerce.defaults,
  referral: SECTION_REGISTRY.referral.defaults,
  widget: { ...SECTION_REGISTRY.widget.defaults, widgetId: 1 },
  card: SECTION_REGISTRY.card.defaults,
  accordion: {
    ...SECTION_REGISTRY.accordion.defaults,
    accordions: SECTION_REGISTRY.accordion.defaults.accordions.map((item) => ({
      ...item,
      content: 'How it works',
    })),
  },
  stepper: {
    ...SECTION_REGISTRY.stepper.defaults,
    steps: SECTION_REGISTRY.stepper.defaults.steps.map((step) => ({
      ...step,
      content: 'Connect your wallet',
    })),
  },
  tabs: {
    ...SECTION_REGISTRY.tabs.defaults,
    tabs: SECTION_REGISTRY.tabs.defaults.tabs.map((tab) => ({ ...tab, content: `${tab.label} text` })),
  },
  custom: SECTION_REGISTRY.custom.defaults,
} satisfies Record<SectionType, Record<string, unknown>>;
