import { LOCAL_CHAIN_ID, LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { cameraErrorKey, framedByAnotherSite, hasCamera } from './camera-scan';
import { formatTokenAmount } from './format';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { nftImportProblem, tokenFromReads } from './lookup';
import { parseScannedAddress } from './scan';
import { sendFormSchema } from './send-form';
import {
  ImportedNftSchema,
  ImportedTokenSchema,
  galleryNfts,
  importedTokensKey,
  mergedAssets,
  nftsInList,
  readStoredList,
  updateNft,
  withToken,
  type ImportedNft,
  type ImportedToken,
} from './stored-assets';
import { searchTokens, stablecoinTotalUsd, walletTokens } from './token-list';
import { englishCatalog } from '../../../test/english';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER: `0x${string}` = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('formatTokenAmount', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1234567_000000n, 6, '1,234,567'],
    [1n, 18, '<0.0001'],
    [0n, 18, '0'],
    [123456789n, 8, '1.2345'],
  ])('%s with %s decimals reads %s', (value, decimals, text) => {
    expect(formatTokenAmount(value, decimals)).toBe(text);
  });

  it('gives the short message of a chain error', () => {
    expect(
      chainErrorMessage({ shortMessage: 'User rejected the request.', message: 'long' }, englishCatalog()),
    ).toBe('User rejected the request.');
    expect(chainErrorMessage(new Error('first line\nsecond'), englishCatalog())).toBe('first line');
  });
});

describe('parseScannedAddress', () => {
  it('reads a plain address and an EIP-681 link', () => {
    expect(parseScannedAddress(` ${ME.toLowerCase()} `)).toEqual({ address: ME });
    expect(parseScannedAddress(`ethereum:${ME}@137?value=1e18`)).toEqual({
      address: ME,
      chainId: 137,
      amount: 10n ** 18n,
    });
    expect(parseScannedAddress(`ethereum:pay-${ME}`)).toEqual({ address: ME });
  });
  it('reads the amount a link asks for in base units, as EIP-681 writes it, and none it cannot write', () => {
    const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    const amountOf = (link: string) => parseScannedAddress(link)?.amount;
    expect(amountOf(`ethereum:${ME}?value=2.014e18`)).toBe(2_014_000_000_000_000_000n);
    expect(amountOf(`ethereum:${ME}?value=1500`)).toBe(1500n);
    expect(amountOf(`ethereum:${USDC}/transfer?address=${ME}&uint256=2500000`)).toBe(2_500_000n);
    // The native `value` of a token link is not what it pays.
    expect(amountOf(`ethereum:${USDC}/transfer?address=${ME}&value=5`)).toBeUndefined();
    // Half a base unit, a sign, or words: the link is read without an amount.
    expect(amountOf(`ethereum:${ME}?value=1.5`)).toBeUndefined();
    expect(amountOf(`ethereum:${ME}?value=-1`)).toBeUndefined();
    expect(amountOf(`ethereum:${ME}?value=lots`)).toBeUndefined();
    expect(parseScannedAddress(`ethereum:${ME}?value=lots`)).toEqual({ address: ME });
  });

  it('refuses anything else', () => {
    // An ERC-20 transfer link pays its `address` parameter in the link's token, never the token's contract.
    const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(
      parseScannedAddress(`ethereum:${USDC}@1/transfer?address=${ME.toLowerCase()}&uint256=1e6`),
    ).toEqual({
      address: ME,
      token: USDC,
      chainId: 1,
      amount: 1_000_000n,
    });
    // Another contract call, or a transfer link without a valid recipient, holds no one to pay.
    expect(parseScannedAddress(`ethereum:${USDC}/approve?address=${ME}&uint256=1`)).toBeNull();
    expect(parseScannedAddress(`ethereum:${USDC}/transfer?uint256=1`)).toBeNull();
    expect(parseScannedAddress('https://example.com')).toBeNull();
    expect(parseScannedAddress('0x1234')).toBeNull();
  });
});

describe('sendFormSchema', () => {
  const USDC: `0x${string}` = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
  const schema = sendFormSchema(
    { decimals: 6, balance: 2_000_000n, symbol: 'USDC', token: USDC, locale: 'en-US' },
    englishCatalog(),
  );

  it('gives the address checksummed and the amount in base units', () => {
    const result = schema.safeParse({ recipient: OTHER.toLowerCase(), amount: '1.5' });
    expect(result.success && result.data).toEqual({ recipient: OTHER, amount: 1_500_000n });
  });

  it("reads the amount with the page's decimal separator: 1,5 in Spanish and Portuguese", () => {
    for (const locale of ['es-ES', 'pt-BR']) {
      const spanish = sendFormSchema(
        { decimals: 6, balance: 2_000_000n, symbol: 'USDC', locale },
        englishCatalog(),
      );
      const result = spanish.safeParse({ recipient: OTHER, amount: '1,5' });
      expect(result.success && result.data).toEqual({ recipient: OTHER, amount: 1_500_000n });
      expect(messages(spanish.safeParse({ recipient: OTHER, amount: '1,0000001' }))).toEqual([
        'At most 6 decimals',
      ]);
    }
  });

  it('refuses a thousands separator rather than reading it as a decimal point', () => {
    const big = sendFormSchema({ decimals: 6, symbol: 'USDC', locale: 'en-US' }, englishCatalog());
    expect(messages(big.safeParse({ recipient: OTHER, amount: '1,000' }))).toEqual([
      'Write the amount without thousands separators, with “.” for decimals, such as 1234.5',
    ]);
    const spanish = sendFormSchema({ decimals: 6, symbol: 'USDC', locale: 'es-ES' }, englishCatalog());
    expect(messages(spanish.safeParse({ recipient: OTHER, amount: '1.000' }))).toEqual([
      'Write the amount without thousands separators, with “,” for decimals, such as 1234,5',
    ]);
    const result = big.safeParse({ recipient: OTHER, amount: '1000' });
    expect(result.success && result.data.amount).toBe(1_000_000_000n);
  });

  it('refuses a recipient that loses what is sent: the zero address, the token contract itself', () => {
    expect(
      messages(schema.safeParse({ recipient: '0x0000000000000000000000000000000000000000', amount: '1' })),
    ).toEqual(['This is the zero address: anything sent to it is lost for good']);
    expect(messages(schema.safeParse({ recipient: USDC.toLowerCase(), amount: '1' }))).toEqual([
      'This is the USDC contract itself: tokens sent to it are lost for good',
    ]);
  });

  it('says what is wrong with each field', () => {
    expect(messages(schema.safeParse({ recipient: '', amount: '' }))).toEqual([
      'Enter the address to send to',
      'Enter an amount',
    ]);
    expect(messages(schema.safeParse({ recipient: '0x12', amount: 'abc' }))).toEqual([
      'Enter a valid address: 0x followed by 40 hexadecimal characters',
      'Enter a positive number, such as 1.5',
    ]);
    expect(messages(schema.safeParse({ recipient: OTHER, amount: '0.0000001' }))).toEqual([
      'At most 6 decimals',
    ]);
    expect(messages(schema.safeParse({ recipient: OTHER, amount: '0' }))).toEqual([
      'The amount must be more than 0',
    ]);
    expect(messages(schema.safeParse({ recipient: OTHER, amount: '2.000001' }))).toEqual([
      'The amount is more than your balance',
    ]);
  });

  it("keeps the network fee back from the chain's own currency", () => {
    // 1 ETH held; the transfer's fee is 0.001 ETH.
    const ether = sendFormSchema(
      { decimals: 18, balance: 10n ** 18n, feeReserve: 10n ** 15n, symbol: 'ETH', locale: 'en-US' },
      englishCatalog(),
    );
    expect(messages(ether.safeParse({ recipient: OTHER, amount: '1' }))).toEqual([
      'This leaves too little ETH for the network fee: lower the amount',
    ]);
    expect(messages(ether.safeParse({ recipient: OTHER, amount: '1.1' }))).toEqual([
      'The amount is more than your balance',
    ]);
    expect(ether.safeParse({ recipient: OTHER, amount: '0.999' }).success).toBe(true);
  });
});

describe('stored imports', () => {
  const token: ImportedToken = { chainId: 1, address: TOKEN, symbol: 'TKN', name: 'Token', decimals: 18 };

  it('are kept per wallet address', () => {
    expect(importedTokensKey(ME)).toBe(importedTokensKey(ME.toLowerCase()));
    expect(importedTokensKey(ME)).not.toBe(importedTokensKey(OTHER));
  });

  it('read what parses and drop the rest, never throwing', () => {
    const storage = { getItem: () => JSON.stringify([token, { chainId: 1, address: 'nope' }]) };
    expect(readStoredList(storage, 'k', ImportedTokenSchema)).toEqual([token]);
    expect(readStoredList({ getItem: () => '{not json' }, 'k', ImportedTokenSchema)).toEqual([]);
    expect(readStoredList({ getItem: () => null }, 'k', ImportedTokenSchema)).toEqual([]);
  });

  it('hold a token once, whatever the address case', () => {
    const list = withToken([token], {
      ...token,
      address: `0x${TOKEN.slice(2).toLowerCase()}`,
      symbol: 'NEW',
    });
    expect(list).toEqual([{ ...token, address: TOKEN.toLowerCase(), symbol: 'NEW' }]);
  });

  it('sort NFTs into collected, favorites and hidden', () => {
    const nft = (tokenId: string, change: Partial<ImportedNft> = {}): ImportedNft =>
      ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId, collectionName: 'Apes', ...change });
    let nfts = [
      nft('1'),
      nft('2', { favorite: true }),
      nft('3', { hidden: true }),
      nft('4', { chainId: 10 }),
    ];
    expect(nftsInList(nfts, 'collected', 1).map((item) => item.tokenId)).toEqual(['1', '2']);
    expect(nftsInList(nfts, 'favorites', 1).map((item) => item.tokenId)).toEqual(['2']);
    expect(nftsInList(nfts, 'hidden', 1).map((item) => item.tokenId)).toEqual(['3']);
    expect(nftsInList(nfts, 'collected', 1, '2').map((item) => item.tokenId)).toEqual(['2']);
    nfts = updateNft(nfts, nft('2'), { hidden: true });
    expect(nftsInList(nfts, 'favorites', 1)).toEqual([]);
    // Starring an NFT the list does not hold (one found owned) adds it.
    expect(updateNft(nfts, nft('9'), { favorite: true }).at(-1)).toEqual(nft('9', { favorite: true }));
  });

  it("merge the browser's lists into the saved ones, the saved entry winning", () => {
    const saved = {
      tokens: [token],
      nfts: [ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId: '1', favorite: true })],
    };
    const local = {
      tokens: [
        { ...token, symbol: 'OLD' },
        { ...token, address: OTHER },
      ],
      nfts: [
        ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId: '1' }),
        ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId: '2' }),
      ],
    };
    const merged = mergedAssets(saved, local);
    expect(merged.tokens.map((item) => [item.address, item.symbol])).toEqual([
      [TOKEN, 'TKN'],
      [OTHER, 'TKN'],
    ]);
    expect(merged.nfts.map((item) => [item.tokenId, item.favorite])).toEqual([
      ['1', true],
      ['2', false],
    ]);
  });

  it('show saved NFTs with their ownership, then owned ones not saved', () => {
    const saved = [
      ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId: '1', favorite: true }),
      ImportedNftSchema.parse({ chainId: 1, address: TOKEN, tokenId: '2' }),
      ImportedNftSchema.parse({ chainId: 1, address: OTHER, tokenId: '3' }),
    ];
    const owned = [
      {
        chainId: 1,
        contractAddress: TOKEN.toLowerCase(),
        tokenId: '1',
        standard: 'erc721' as const,
        balance: '1',
        collectionName: 'Apes',
      },
      {
        chainId: 1,
        contractAddress: TOKEN.toLowerCase(),
        tokenId: '5',
        standard: 'erc721' as const,
        balance: '1',
        collectionName: 'Apes',
      },
    ];
    expect(
      galleryNfts(saved, owned, [OTHER]).map((item) => [
        item.tokenId,
        item.imported,
        item.owned,
        item.ownershipUnreadable ?? false,
      ]),
    ).toEqual([
      ['1', true, true, false],
      ['2', true, false, false],
      ['3', true, undefined, true],
      ['5', false, true, false],
    ]);
    // While the chain's answer is not known, nothing is said of ownership.
    expect(galleryNfts(saved, undefined).map((item) => item.owned)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('walletTokens', () => {
  const native = { symbol: 'ETH', name: 'ETH', decimals: 18 };

  it('lists the native currency, the chain stablecoins, then imports of that chain not listed already', () => {
    const imported = [
      {
        chainId: LOCAL_CHAIN_ID,
        address: LOCAL_TEST_STABLECOIN_ADDRESS,
        symbol: 'dup',
        name: 'dup',
        decimals: 6,
      },
      { chainId: LOCAL_CHAIN_ID, address: OTHER, symbol: 'TKN', name: 'Token', decimals: 18 },
      { chainId: 1, address: ME, symbol: 'MAIN', name: 'Mainnet token', decimals: 18 },
    ] as const;
    const tokens = walletTokens(LOCAL_CHAIN_ID, native, [...imported]);
    expect(tokens.map((token) => [token.symbol, token.stablecoin, token.imported])).toEqual([
      ['ETH', false, false],
      ['tUSDC', true, false],
      ['TKN', false, true],
    ]);
    expect(walletTokens(1, native, []).map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'USDT', 'USDS']);
    // The site's tokens of the chain (Data → Tokens) replace the stablecoins; the imports follow.
    const site = [
      { chainId: 1, address: OTHER, symbol: 'SITE', name: 'Site token', decimals: 8 },
      { chainId: 10, address: TOKEN, symbol: 'ELSEWHERE', name: 'Other chain', decimals: 8 },
    ];
    const imported1: ImportedToken[] = [
      { chainId: 1, address: TOKEN, symbol: 'MINE', name: 'Mine', decimals: 18 },
    ];
    expect(walletTokens(1, native, imported1, site).map((token) => [token.symbol, token.imported])).toEqual([
      ['ETH', false],
      ['SITE', false],
      ['MINE', true],
    ]);
  });

  it('adds up the stablecoins in dollars, as a decimal, once every balance is known', () => {
    const [, usdc, usdt, usds] = walletTokens(1, native, []);
    if (!usdc || !usdt || !usds) throw new Error('mainnet stablecoins missing');
    expect(
      stablecoinTotalUsd([
        { ...usdc, balance: 1_500_000n },
        { ...usdt, balance: 250_000n },
        { ...usds, balance: 10n ** 18n },
      ]),
    ).toBe('2.75');
    expect(stablecoinTotalUsd([{ ...usdc, balance: undefined }])).toBeUndefined();
  });

  it('searches by symbol or name', () => {
    const tokens = walletTokens(1, native, []);
    expect(searchTokens(tokens, 'tether').map((token) => token.symbol)).toEqual(['USDT']);
    expect(searchTokens(tokens, '  ')).toHaveLength(tokens.length);
  });
});

describe('on-chain lookups', () => {
  const ok = <Value>(result: Value) => ({ status: 'success' as const, result });
  const failed = { status: 'failure' as const, error: new Error('reverted') };

  it('reads an ERC-20 from its symbol and decimals', () => {
    expect(tokenFromReads([ok('TKN'), failed, ok(18), ok(5n)])).toEqual({
      symbol: 'TKN',
      name: 'TKN',
      decimals: 18,
      balance: 5n,
    });
    expect(tokenFromReads([failed, ok('Token'), ok(18), ok(5n)])).toBeNull();
  });

  it('imports an NFT only for its owner', () => {
    const t = englishCatalog();
    expect(nftImportProblem(ok(ME.toLowerCase()), ME, '7', 'Ethereum', t)).toBeNull();
    expect(nftImportProblem(ok(OTHER), ME, '7', 'Ethereum', t)).toBe('This NFT belongs to another address');
    expect(nftImportProblem(failed, ME, '7', 'Ethereum', t)).toBe(
      'No ERC-721 token 7 at this contract on Ethereum',
    );
  });
});

describe('camera scanning', () => {
  it('has no reader where the browser has no BarcodeDetector', () => {
    expect(hasCamera()).toBe(false);
  });

  it('explains a camera that does not start', () => {
    const t = englishCatalog();
    expect(t(cameraErrorKey(new DOMException('x', 'NotAllowedError')))).toMatch(/Camera access was denied/);
    expect(t(cameraErrorKey(new DOMException('x', 'NotFoundError')))).toMatch(/No camera was found/);
  });

  it('says, in a page another site frames (an embed), that the camera is not available there, not to allow it', () => {
    const t = englishCatalog();
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    expect(t(cameraErrorKey(denied, true))).toBe(
      'The camera is not available in this embedded page. Paste the address below instead.',
    );
    expect(t(cameraErrorKey(denied, false))).toMatch(/Camera access was denied/);
  });

  it("tells another site's frame from the admin's own (the editor's phone preview)", () => {
    expect(framedByAnotherSite()).toBe(false);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      if (!frame.contentWindow) throw new Error('The frame has no window');
      expect(framedByAnotherSite(frame.contentWindow)).toBe(false);
    } finally {
      frame.remove();
    }
    const blocked = () => {
      throw new DOMException('Blocked a frame', 'SecurityError');
    };
    // Another site's page: the browser will not let the frame read its document, nor, in some, its window.
    expect(
      framedByAnotherSite({
        self: {},
        top: {
          get document(): unknown {
            return blocked();
          },
        },
      }),
    ).toBe(true);
    expect(
      framedByAnotherSite({
        get self(): unknown {
          return blocked();
        },
        top: null,
      }),
    ).toBe(true);
  });
});
