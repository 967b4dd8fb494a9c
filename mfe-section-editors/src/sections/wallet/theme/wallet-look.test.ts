import {
  actionButtonCellStyle,
  actionButtonsStyle,
  backgroundStyle,
  cardShadow,
  paddingStyle,
  readableTextOn,
  tabColours,
  walletLook,
  walletVisibility,
} from './wallet-look';
import { buttonTheme, exchangeTheme, modalTheme, tableTheme } from './antd-tokens';

describe('walletLook', () => {
  it('draws the default variant in the site theme', () => {
    const look = walletLook({ variant: 'default' });
    expect(look.variant).toBe('default');
    expect(look.panel).toEqual({});
    expect(look.layout.order).toEqual(['balance', 'actions', 'search', 'tabs', 'content']);
  });

  it('draws glass with its blur, opacity, background and padding defaults (24px top and bottom)', () => {
    const look = walletLook({
      variant: 'glass',
      glassSettings: {
        backgroundType: 'solid',
        backgroundColor: '#101010',
        blurIntensity: 20,
        glassOpacity: 0.05,
      },
    });
    expect(look.variant).toBe('glass');
    expect(look.frame).toEqual({ backgroundColor: '#101010', padding: '24px 0px 24px 0px' });
    expect(look.panel).toMatchObject({
      backdropFilter: 'blur(20px)',
      background: 'rgba(255, 255, 255, 0.05)',
    });
  });

  it('draws the tables and cards of glass see-through, in its text colour', () => {
    const look = walletLook({ variant: 'glass', glassSettings: { textColor: '#ffffff' } });
    expect(look.tokenTable).toMatchObject({ rowBackgroundColor: 'transparent', rowTextColor: '#ffffff' });
    expect(look.nft).toMatchObject({ titleColor: '#ffffff' });
    expect(look.textColor).toBe('#ffffff');
  });

  it("titles every tab in glass's text colour: the wallet's tabs and the NFT lists'", () => {
    const look = walletLook({ variant: 'glass', glassSettings: { textColor: '#ffffff' } });
    for (const tab of ['tokens', 'nfts', 'collected', 'favorites', 'hidden'] as const)
      expect(tabColours(look, tab)).toEqual({ title: '#ffffff', indicator: undefined });
  });

  it("titles a tab in custom's colours for it, else in the wallet's text colour", () => {
    const look = walletLook({
      variant: 'custom',
      customSettings: {
        primaryTextColor: '#eeeeee',
        tabsConfig: { nftsTitleColor: '#ff0000', nftsIndicatorColor: '#00ff00' },
      },
    });
    expect(tabColours(look, 'nfts')).toEqual({ title: '#ff0000', indicator: '#00ff00' });
    expect(tabColours(look, 'hidden')).toEqual({ title: '#eeeeee', indicator: undefined });
  });

  it('falls back to blur 40 and opacity 0.1 when glass leaves them unset', () => {
    const look = walletLook({ variant: 'glass', glassSettings: {} });
    expect(look.panel).toMatchObject({
      backdropFilter: 'blur(40px)',
      background: 'rgba(255, 255, 255, 0.1)',
    });
  });

  it('drops the glass background when disabled, and the padding when removed', () => {
    const look = walletLook({
      variant: 'glass',
      glassSettings: { backgroundColor: '#101010', disableBackground: true, removePadding: true },
    });
    expect(look.frame).toEqual({ padding: '0' });
  });

  it('draws custom with its card (radius 8 and shadow 0.1 when unset) and 16px padding defaults', () => {
    const look = walletLook({
      variant: 'custom',
      customSettings: { cardConfig: { backgroundColor: '#ffffff' }, customPadding: { left: 4 } },
    });
    expect(look.variant).toBe('custom');
    expect(look.panel).toMatchObject({
      backgroundColor: '#ffffff',
      borderRadius: 8,
      boxShadow: cardShadow(undefined, 0.1),
    });
    expect(look.frame.padding).toBe('16px 0px 16px 4px');
  });

  it('writes white on a dark custom card when no text colour is set, the owner’s colours otherwise', () => {
    const dark = walletLook({
      variant: 'custom',
      customSettings: { cardConfig: { backgroundColor: '#1e3a8a' } },
    });
    expect(dark.textColor).toBe('#ffffff');
    expect(dark.balanceTextColor).toBe('#ffffff');
    const chosen = walletLook({
      variant: 'custom',
      customSettings: {
        cardConfig: { backgroundColor: '#1e3a8a' },
        primaryTextColor: '#fde68a',
        balanceTextColor: '#a7f3d0',
      },
    });
    expect(chosen.textColor).toBe('#fde68a');
    expect(chosen.balanceTextColor).toBe('#a7f3d0');
    const light = walletLook({
      variant: 'custom',
      customSettings: { cardConfig: { backgroundColor: '#fff' } },
    });
    expect(light.textColor).toBeUndefined();
    expect(readableTextOn('#000')).toBe('#ffffff');
    expect(readableTextOn('#f5f5f5')).toBeUndefined();
    expect(readableTextOn('rgb(0, 0, 0)')).toBeUndefined();
    expect(readableTextOn(undefined)).toBeUndefined();
  });

  it('blurs an image background of custom on its own layer', () => {
    const look = walletLook({
      variant: 'custom',
      customSettings: {
        backgroundType: 'image',
        backgroundImage: 'https://cdn.example.com/a.png',
        backgroundBlur: 12,
      },
    });
    expect(look.frame.backgroundImage).toBeUndefined();
    expect(look.blurredBackground).toMatchObject({
      backgroundImage: 'url("https://cdn.example.com/a.png")',
      filter: 'blur(12px)',
    });
  });

  it('lays out and orders the parts as custom says', () => {
    const look = walletLook({
      variant: 'custom',
      customSettings: {
        layout: {
          actionButtonsLayout: 'grid',
          spacing: 3,
          componentOrder: ['content', 'tabs', 'search', 'actions', 'balance'],
        },
      },
    });
    expect(look.layout).toEqual({
      actionButtons: 'grid',
      alignment: 'center',
      gap: 24,
      order: ['content', 'tabs', 'search', 'actions', 'balance'],
    });
  });

  it('picks the swap layout from custom’s swap variant, Classic otherwise', () => {
    expect(walletLook({ variant: 'default' }).swapVariant).toBe('Classic');
    expect(walletLook({ variant: 'glass', glassSettings: {} }).swapVariant).toBe('Classic');
    expect(walletLook({ variant: 'custom', customSettings: {} }).swapVariant).toBe('Classic');
    const pro = walletLook({ variant: 'custom', customSettings: { swapConfig: { variant: 'MatchaLike' } } });
    expect(pro.swapVariant).toBe('MatchaLike');
  });

  it('colours the swap button, and the exchange dialog only when its style is Custom', () => {
    const colours = { tradeWidgetPrimaryTextColor: '#111111', tradeWidgetInputTextColor: '#222222' };
    const byDefault = walletLook({
      variant: 'custom',
      customSettings: {
        swapButtonConfig: { backgroundColor: '#333333' },
        exchangeConfig: { variant: 'default', ...colours },
      },
    });
    expect(byDefault.buttons.swap).toEqual({ backgroundColor: '#333333' });
    expect(byDefault.exchange).toBeUndefined();
    expect(byDefault.modalTextColor.exchange).toBeUndefined();
    const custom = walletLook({
      variant: 'custom',
      customSettings: { exchangeConfig: { variant: 'custom', ...colours } },
    });
    expect(custom.exchange).toEqual(colours);
    expect(custom.modalTextColor.exchange).toBe('#111111');
    expect(exchangeTheme(custom.exchange)).toEqual({
      components: { Input: { colorText: '#222222' } },
    });
    expect(exchangeTheme(undefined)).toBeUndefined();
  });

  it.each([
    ['an unknown variant', { variant: 'neon' }],
    ['glass settings that fail to parse', { variant: 'glass', glassSettings: { blurIntensity: 'strong' } }],
    [
      'custom settings that fail to parse',
      { variant: 'custom', customSettings: { primaryTextColor: 'url(x)' } },
    ],
    ['no config', null],
  ])('falls back silently to no custom theme for %s', (_, data) => {
    expect(walletLook(data).variant).toBe('default');
  });
});

describe('walletVisibility', () => {
  it('shows everything by default', () => {
    expect(Object.values(walletVisibility({ variant: 'default' })).every(Boolean)).toBe(true);
  });

  it('reads the five glass flags, and only those', () => {
    const visibility = walletVisibility({
      variant: 'glass',
      glassSettings: { hideNFTs: true, hideActivity: true, hideSendAction: true, hideSearch: true },
    });
    expect(visibility).toMatchObject({
      nfts: false,
      activity: false,
      sendAction: false,
      sendButton: false,
      search: true,
    });
  });

  it('reads every custom flag; the send button goes with the send action', () => {
    const visibility = walletVisibility({
      variant: 'custom',
      customSettings: {
        hideSearch: true,
        hideReceiveButton: true,
        hideScanButton: true,
        hideImportToken: true,
        hideNetworkSelector: true,
        hideBalance: true,
        hideSwapAction: true,
        hideExchangeAction: true,
      },
    });
    expect(visibility).toEqual({
      nfts: true,
      activity: true,
      search: false,
      balance: false,
      networkSelector: false,
      sendButton: true,
      sendAction: true,
      receiveButton: false,
      scanButton: false,
      importToken: false,
      swapAction: false,
      exchangeAction: false,
    });
    expect(walletVisibility({ variant: 'custom', customSettings: { hideSendButton: true } })).toMatchObject({
      sendButton: false,
      sendAction: true,
    });
  });

  it('still hides what the owner hid when a colour fails to parse', () => {
    const data = { variant: 'custom', customSettings: { hideNFTs: true, primaryTextColor: 'url(x)' } };
    expect(walletLook(data).variant).toBe('default');
    expect(walletVisibility(data).nfts).toBe(false);
  });
});

describe('style helpers', () => {
  it('draws gradients and images', () => {
    expect(
      backgroundStyle({ backgroundType: 'gradient', gradientStartColor: '#000', gradientEndColor: '#fff' }),
    ).toEqual({ backgroundImage: 'linear-gradient(to bottom, #000, #fff)' });
    expect(
      backgroundStyle({
        backgroundType: 'image',
        backgroundImage: 'https://x.test/a"b.png',
        backgroundRepeat: 'repeat',
      }),
    ).toEqual({
      backgroundImage: 'url("https://x.test/a\\"b.png")',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
      backgroundRepeat: 'repeat',
      backgroundAttachment: 'scroll',
    });
    expect(backgroundStyle({ backgroundType: 'image' })).toEqual({});
  });

  it('pads each side as set or by default', () => {
    expect(paddingStyle(false, { top: 0, right: 8 }, { top: 24, bottom: 24, left: 0, right: 0 })).toBe(
      '0px 8px 24px 0px',
    );
    expect(paddingStyle(true, { top: 10 }, { top: 24, bottom: 24, left: 0, right: 0 })).toBe('0');
  });

  it('has no shadow at intensity 0', () => {
    expect(cardShadow('#000000', 0)).toBe('none');
    expect(cardShadow('#ff0000', 1)).toBe('0 4px 24px color-mix(in srgb, #ff0000 100%, transparent)');
  });

  it('lays the action buttons in a row, a column or a grid', () => {
    expect(
      actionButtonsStyle({ actionButtons: 'horizontal', alignment: 'right', gap: 8, order: [] }),
    ).toEqual({
      display: 'flex',
      flexWrap: 'wrap',
      gap: 8,
      justifyContent: 'flex-end',
    });
    expect(
      actionButtonsStyle({ actionButtons: 'vertical', alignment: 'left', gap: 0, order: [] }),
    ).toMatchObject({
      flexDirection: 'column',
      alignItems: 'flex-start',
    });
  });

  it('aligns the grid as chosen, so a lone last button sits left, centred or right', () => {
    const grid = (alignment: 'left' | 'center' | 'right') =>
      actionButtonsStyle({ actionButtons: 'grid', alignment, gap: 16, order: [] });
    expect(grid('left')).toMatchObject({ flexWrap: 'wrap', gap: 16, justifyContent: 'flex-start' });
    expect(grid('center')).toMatchObject({ flexWrap: 'wrap', gap: 16, justifyContent: 'center' });
    expect(grid('right')).toMatchObject({ flexWrap: 'wrap', gap: 16, justifyContent: 'flex-end' });
    // Two equal columns with the gap between them, as the grid has always been.
    expect(actionButtonCellStyle({ actionButtons: 'grid', alignment: 'left', gap: 16, order: [] })).toEqual({
      flex: '0 0 calc((100% - 16px) / 2)',
      minWidth: 0,
    });
    expect(
      actionButtonCellStyle({ actionButtons: 'horizontal', alignment: 'left', gap: 16, order: [] }),
    ).toBeUndefined();
  });

  it('turns colours into antd tokens, leaving unset ones to the theme', () => {
    expect(buttonTheme(undefined)).toBeUndefined();
    expect(buttonTheme({ backgroundColor: '#111111', hoverBackgroundColor: '#222222' })).toEqual({
      components: { Button: { defaultBg: '#111111', defaultHoverBg: '#222222', defaultActiveBg: '#222222' } },
    });
    expect(tableTheme({ headerBackgroundColor: '#eeeeee' }, { buttonColor: '#ff0000' })).toEqual({
      components: {
        Table: { headerBg: '#eeeeee' },
        Pagination: { colorPrimary: '#ff0000', itemActiveColor: '#ff0000' },
      },
    });
    expect(tableTheme(undefined, undefined)).toBeUndefined();
    expect(modalTheme('#333333')?.token).toMatchObject({ colorText: '#333333', colorTextHeading: '#333333' });
  });
});
