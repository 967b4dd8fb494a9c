import { stablecoinsOf } from '@suite/shared';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import { presetSwapTokens } from '@suite/shared/sections';
import type { WalletToken } from './token-list';
import { walletExchangeConfig, walletSwapConfig } from './trade-config';

const PEPE: WalletToken = {
  key: '0x6982508145454ce325ddbe47a25d4ec3d2311933',
  symbol: 'PEPE',
  name: 'Pepe',
  decimals: 18,
  address: '0x6982508145454Ce325dDbE47a25d4ec3d2311933',
  stablecoin: false,
  imported: true,
};

describe('the wallet’s trading configs', () => {
  it('swaps on the wallet’s chain in its variant, offering the presets and the imported tokens', () => {
    const presets = presetSwapTokens(137);
    const config = walletSwapConfig(137, 'Compact', [PEPE]);
    expect(config.chainId).toBe(137);
    expect(config.variant).toBe('Compact');
    expect(config.tokens.map((token) => token.symbol)).toEqual([
      ...presets.map((token) => token.symbol),
      'PEPE',
    ]);
    expect(config.defaultSellToken).toBe(NATIVE_TOKEN_ADDRESS);
    expect(config.defaultBuyToken).toBe(presets[1]?.address);
  });

  it('lists a token once, however often the wallet has it', () => {
    const [native] = presetSwapTokens(1);
    const [stablecoin] = stablecoinsOf(1);
    const listed: WalletToken = { ...PEPE, symbol: stablecoin?.symbol ?? '', address: stablecoin?.address };
    const config = walletSwapConfig(1, 'Classic', [listed]);
    expect(config.tokens).toHaveLength(presetSwapTokens(1).length);
    expect(config.tokens[0]).toEqual(native);
  });

  it('offers the site’s tokens too (Data → Tokens), with the logos their owner gave', () => {
    const site: WalletToken = {
      ...PEPE,
      key: '0x1f9840a85d5af5bf1d1762f925bdaddc4201f984',
      symbol: 'UNI',
      name: 'Uniswap',
      address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
      imported: false,
      logo: 'https://tokens.example/uni.png',
    };
    const swap = walletSwapConfig(1, 'Classic', [site, PEPE]);
    expect(swap.tokens.slice(-2)).toEqual([
      {
        address: site.address,
        symbol: 'UNI',
        name: 'Uniswap',
        decimals: 18,
        logoUrl: 'https://tokens.example/uni.png',
      },
      { address: PEPE.address, symbol: 'PEPE', name: 'Pepe', decimals: 18, logoUrl: '' },
    ]);
    const [, tether] = stablecoinsOf(1);
    const listedStablecoin: WalletToken = {
      ...site,
      symbol: tether?.symbol ?? '',
      address: tether?.address,
      stablecoin: true,
    };
    // A stablecoin is not priced in another one.
    const exchange = walletExchangeConfig(1, [site, listedStablecoin]);
    expect(exchange.pairs.map((pair) => pair.base.symbol)).toEqual(['ETH', 'UNI']);
    expect(exchange.pairs[1]?.base.logoUrl).toBe('https://tokens.example/uni.png');
  });

  it('draws a preset token the site also lists with the logo its owner gave it', () => {
    // The chain's first stablecoin, the presets' second token.
    const [usdc] = stablecoinsOf(1);
    const listed: WalletToken = {
      ...PEPE,
      key: usdc?.address.toLowerCase() ?? '',
      symbol: usdc?.symbol ?? '',
      address: usdc?.address,
      stablecoin: true,
      imported: false,
      logo: 'https://tokens.example/usdc.png',
    };
    const swap = walletSwapConfig(1, 'Classic', [listed]);
    expect(swap.tokens[1]).toMatchObject({
      address: usdc?.address,
      logoUrl: 'https://tokens.example/usdc.png',
    });
    expect(swap.tokens).toHaveLength(presetSwapTokens(1).length);
    // The exchange prices in it: its quote token too.
    const exchange = walletExchangeConfig(1, [listed]);
    expect(exchange.pairs[0]?.quote.logoUrl).toBe('https://tokens.example/usdc.png');
  });

  it('exchanges the currency, then each imported token, against the first stablecoin', () => {
    const config = walletExchangeConfig(1, [PEPE, { ...PEPE, imported: false }]);
    expect(config.pairs.map((pair) => `${pair.base.symbol}/${pair.quote.symbol}`)).toEqual([
      'ETH/' + config.pairs[0]?.quote.symbol,
      'PEPE/' + config.pairs[0]?.quote.symbol,
    ]);
  });
});
