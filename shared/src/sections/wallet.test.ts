import {
  isWalletColour,
  WALLET_COLOUR_MESSAGE,
  WALLET_GLASS_RESET,
  WALLET_IMAGE_URL_MESSAGE,
  WALLET_SWAP_VARIANTS,
  WalletConfigSchema,
  WalletCustomSettingsSchema,
  WalletGlassSettingsSchema,
} from './wallet';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('WalletConfigSchema', () => {
  it('takes the three variants and nothing else', () => {
    for (const variant of ['default', 'glass', 'custom']) {
      expect(WalletConfigSchema.safeParse({ variant }).success).toBe(true);
    }
    expect(WalletConfigSchema.safeParse({ variant: 'neon' }).success).toBe(false);
  });
});

describe('WalletGlassSettingsSchema', () => {
  it('keeps blur within 10–60 and opacity within 0.01–0.15', () => {
    expect(messages(WalletGlassSettingsSchema.safeParse({ blurIntensity: 5 }))).toEqual([
      'Must be between 10 and 60',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ blurIntensity: 65 }))).toEqual([
      'Must be between 10 and 60',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ glassOpacity: 0 }))).toEqual([
      'Must be between 0.01 and 0.15',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ glassOpacity: 0.2 }))).toEqual([
      'Must be between 0.01 and 0.15',
    ]);
    expect(WalletGlassSettingsSchema.safeParse({ blurIntensity: 60, glassOpacity: 0.01 }).success).toBe(true);
  });

  it('keeps the sliders on their steps, as the server checks them again', () => {
    expect(messages(WalletGlassSettingsSchema.safeParse({ blurIntensity: 42 }))).toEqual([
      'Must be a multiple of 5',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ glassOpacity: 0.015 }))).toEqual([
      'Must be a multiple of 0.01',
    ]);
    expect(messages(WalletCustomSettingsSchema.safeParse({ backgroundBlur: 2.5 }))).toEqual([
      'Must be a multiple of 1',
    ]);
    expect(messages(WalletCustomSettingsSchema.safeParse({ layout: { spacing: 1.5 } }))).toEqual([
      'Must be a multiple of 1',
    ]);
    expect(messages(WalletCustomSettingsSchema.safeParse({ cardConfig: { shadowIntensity: 0.25 } }))).toEqual(
      ['Must be a multiple of 0.1'],
    );
    // Float steps: 0.07 is 7 steps of 0.01, 0.3 three of 0.1.
    expect(WalletGlassSettingsSchema.safeParse({ blurIntensity: 45, glassOpacity: 0.07 }).success).toBe(true);
    expect(WalletCustomSettingsSchema.safeParse({ cardConfig: { shadowIntensity: 0.3 } }).success).toBe(true);
  });

  it('accepts colours only, and http(s) images only', () => {
    expect(messages(WalletGlassSettingsSchema.safeParse({ textColor: 'red; background: url(x)' }))).toEqual([
      WALLET_COLOUR_MESSAGE,
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ backgroundImage: 'javascript:alert(1)' }))).toEqual(
      [WALLET_IMAGE_URL_MESSAGE],
    );
    expect(
      WalletGlassSettingsSchema.safeParse({
        textColor: '#fff',
        backgroundImage: 'https://cdn.example.com/a.png',
      }).success,
    ).toBe(true);
  });

  it('takes padding in whole pixels, empty meaning unset', () => {
    expect(WalletGlassSettingsSchema.safeParse({ customPadding: {} }).success).toBe(true);
    expect(messages(WalletGlassSettingsSchema.safeParse({ customPadding: { top: -1 } }))).toEqual([
      'Must be 0 or more',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ customPadding: { left: 1.5 } }))).toEqual([
      'Must be a whole number',
    ]);
  });

  it('restores exactly the seed values on reset', () => {
    expect(WALLET_GLASS_RESET).toEqual({
      backgroundType: 'solid',
      blurIntensity: 40,
      glassOpacity: 0.1,
      disableBackground: false,
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundRepeat: 'no-repeat',
      backgroundAttachment: 'scroll',
      hideNFTs: false,
      hideActivity: false,
      hideSwapAction: false,
      hideExchangeAction: false,
      hideSendAction: false,
    });
  });
});

describe('WalletCustomSettingsSchema', () => {
  it('keeps the card radius a whole number in 0–50 and the shadow in 0–1', () => {
    const card = (cardConfig: object) => messages(WalletCustomSettingsSchema.safeParse({ cardConfig }));
    expect(card({ borderRadius: 51 })).toEqual(['Must be between 0 and 50']);
    expect(card({ borderRadius: -1 })).toEqual(['Must be between 0 and 50']);
    expect(card({ borderRadius: 2.5 })).toEqual(['Must be a whole number']);
    expect(card({ shadowIntensity: 1.1 })).toEqual(['Must be between 0 and 1']);
    expect(card({ borderRadius: 50, shadowIntensity: 0 })).toEqual([]);
  });

  it('keeps image blur in 0–40 and spacing in 0–8', () => {
    expect(messages(WalletCustomSettingsSchema.safeParse({ backgroundBlur: 41 }))).toEqual([
      'Must be between 0 and 40',
    ]);
    expect(messages(WalletCustomSettingsSchema.safeParse({ layout: { spacing: 9 } }))).toEqual([
      'Must be between 0 and 8',
    ]);
  });

  it('needs each part of the wallet once in the component order', () => {
    const order = (componentOrder: string[]) =>
      messages(WalletCustomSettingsSchema.safeParse({ layout: { componentOrder } }));
    expect(order(['content', 'tabs', 'search', 'actions', 'balance'])).toEqual([]);
    expect(order(['balance', 'balance', 'search', 'tabs', 'content'])).toEqual([
      'Each part of the wallet must appear once',
    ]);
  });
});

describe('isWalletColour', () => {
  it.each([
    ['#4f46e5', true],
    ['#fff', true],
    ['#4f46e580', true],
    ['rgba(0, 0, 0, 0.88)', true],
    ['hsl(240 50% 50%)', true],
    ['transparent', true],
    ['red', false],
    ['url(https://x)', false],
    ['var(--x)', false],
  ])('%s → %s', (value, expected) => {
    expect(isWalletColour(value)).toBe(expected);
  });
});

describe('the wallet swap variants', () => {
  it('are stored by value, never by the label the editor shows', () => {
    expect(WALLET_SWAP_VARIANTS).toEqual([
      'Classic',
      'MatchaLike',
      'UniswapLike',
      'Minimal',
      'Compact',
      'Mobile',
    ]);
    expect(WalletCustomSettingsSchema.safeParse({ swapConfig: { variant: 'Pro' } }).success).toBe(false);
  });
});
