import { SwapPriceInputSchema, SwapQuoteInputSchema } from '../schemas/swap';
import {
  CarouselConfigSchema,
  defaultExchangeConfig,
  defaultSwapConfig,
  defaultTokenTradeConfig,
  ExchangeConfigSchema,
  mediaKind,
  presetSwapTokens,
  ShowcaseConfigSchema,
  SwapConfigSchema,
  TokenTradeConfigSchema,
} from './index';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

describe('mediaKind', () => {
  it.each([
    ['https://cdn.example.com/a.mp4', 'video'],
    ['https://cdn.example.com/a.MOV', 'video'],
    ['https://cdn.example.com/a.webm?token=1#t=3', 'video'],
    ['https://cdn.example.com/a.mp3', 'audio'],
    ['https://cdn.example.com/a.wav', 'audio'],
    ['https://cdn.example.com/a.ogg', 'audio'],
    ['https://cdn.example.com/a.flac', 'audio'],
    ['https://cdn.example.com/a.png', 'image'],
    ['https://cdn.example.com/render?format=mp4', 'image'],
    ['https://cdn.example.com/mp4', 'image'],
    ['', 'image'],
  ])('%s is %s', (url, kind) => {
    expect(mediaKind(url)).toBe(kind);
  });
});

describe('SwapConfigSchema', () => {
  it('accepts the defaults of every swap chain', () => {
    for (const chainId of [1, 10, 56, 137, 8453, 42161, 43114, 81457]) {
      expect(SwapConfigSchema.safeParse(defaultSwapConfig(chainId)).success).toBe(true);
      expect(TokenTradeConfigSchema.safeParse(defaultTokenTradeConfig(chainId)).success).toBe(true);
      expect(ExchangeConfigSchema.safeParse(defaultExchangeConfig(chainId)).success).toBe(true);
    }
  });

  it('refuses a test chain, bad slippage, a token listed twice and defaults outside the list', () => {
    const config = defaultSwapConfig(1);
    const [eth, usdc] = config.tokens;
    const result = SwapConfigSchema.safeParse({
      ...config,
      chainId: 11155111,
      defaultSlippagePercent: 51,
      tokens: [eth, usdc, usdc],
      defaultBuyToken: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    });
    expect(messages(result)).toEqual([
      'Swaps are not offered on this chain',
      'Slippage must be between 0.01% and 50%',
      'USDC is listed twice',
      'Pick one of the listed tokens',
    ]);
    expect(paths(result)).toEqual(['chainId', 'defaultSlippagePercent', 'tokens', 'defaultBuyToken']);
  });

  it('checks each token, and the buy token against the sell token', () => {
    const config = defaultSwapConfig(1);
    const result = SwapConfigSchema.safeParse({
      ...config,
      tokens: [...config.tokens, { address: '0x12', symbol: '', name: '', decimals: 37, logoUrl: 'ftp://x' }],
    });
    expect(messages(result)).toEqual([
      'Must be a valid address (0x followed by 40 hex characters)',
      'Symbol is required',
      'Decimals must be between 0 and 36',
      'Must be a valid URL if provided',
    ]);
    const same = SwapConfigSchema.safeParse({ ...config, defaultBuyToken: config.defaultSellToken });
    expect(messages(same)).toEqual(['Pick a token different from the sell token']);
  });
});

describe('TokenTradeConfigSchema and ExchangeConfigSchema', () => {
  it('refuse a token traded against itself', () => {
    const trade = defaultTokenTradeConfig(1);
    expect(messages(TokenTradeConfigSchema.safeParse({ ...trade, baseToken: trade.token }))).toEqual([
      'The base token must differ from the traded token',
    ]);
    const [eth, usdc] = presetSwapTokens(1);
    const exchange = defaultExchangeConfig(1);
    const result = ExchangeConfigSchema.safeParse({ ...exchange, pairs: [{ base: eth, quote: eth }] });
    expect(messages(result)).toEqual(['The quote token must differ from the base token']);
    expect(paths(result)).toEqual(['pairs.0.quote']);
    expect(messages(ExchangeConfigSchema.safeParse({ ...exchange, pairs: [] }))).toEqual([
      'Add at least one pair',
    ]);
    const twice = ExchangeConfigSchema.safeParse({
      ...exchange,
      pairs: [
        { base: eth, quote: usdc },
        { base: eth, quote: usdc },
      ],
    });
    expect(messages(twice)).toEqual(['ETH/USDC is listed twice']);
  });
});

describe('SwapPriceInputSchema', () => {
  it('reads the query (chain id and slippage as text) and needs the taker for a firm quote', () => {
    const input = {
      chainId: '1',
      sellToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      buyToken: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
      sellAmount: '1000000',
      slippageBps: '50',
      taker: '',
    };
    expect(SwapPriceInputSchema.parse(input)).toEqual({
      ...input,
      chainId: 1,
      slippageBps: 50,
      taker: undefined,
    });
    expect(paths(SwapQuoteInputSchema.safeParse(input))).toEqual(['taker']);
    const same = SwapQuoteInputSchema.safeParse({
      ...input,
      buyToken: input.sellToken,
      taker: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    });
    expect(messages(same)).toEqual(['Must differ from the sell token']);
  });
});

describe('CarouselConfigSchema', () => {
  it('needs a slide with an http(s) image, and bounds the interval and the height', () => {
    const base = { title: '', autoplay: true, showArrows: true, showDots: true };
    expect(
      messages(CarouselConfigSchema.safeParse({ ...base, slides: [], intervalSeconds: 0, height: 100 })),
    ).toEqual([
      'At least one slide is required',
      'Interval must be between 1 and 60 seconds',
      'Height must be between 160 and 800 px',
    ]);
    const slide = {
      imageUrl: 'javascript:alert(1)',
      title: '',
      description: '',
      linkUrl: 'nope',
      openInNewPage: false,
    };
    expect(
      messages(CarouselConfigSchema.safeParse({ ...base, slides: [slide], intervalSeconds: 5, height: 400 })),
    ).toEqual(['Must be a valid http(s) URL', 'Must be a valid URL if provided']);
  });
});

describe('ShowcaseConfigSchema', () => {
  it('checks each kind of item by its own fields, and bounds the columns', () => {
    const result = ShowcaseConfigSchema.safeParse({
      title: '',
      subtitle: '',
      layout: 'grid',
      columns: 7,
      showCaptions: true,
      items: [
        { kind: 'image', imageUrl: '', caption: '', linkUrl: '' },
        {
          kind: 'nft',
          chainId: 1,
          contractAddress: '0x1',
          tokenId: '',
          imageUrl: 'https://x.test/a.png',
          caption: '',
        },
        { kind: 'link', url: 'https://x.test', caption: '', imageUrl: '' },
      ],
    });
    expect(messages(result)).toEqual([
      'Columns must be between 1 and 6',
      'Image URL is required',
      'Must be a valid address (0x followed by 40 hex characters)',
      'Token ID is required',
      'Caption is required',
    ]);
  });
});
