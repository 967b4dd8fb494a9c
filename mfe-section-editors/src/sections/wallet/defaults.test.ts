import { theme } from 'antd';
import { suiteTheme } from '@suite/shared/react';
import { WALLET_GLASS_RESET, WalletCustomSettingsSchema } from '@suite/shared/sections';
import {
  backgroundTypeChanges,
  defaultCustomSettings,
  defaultGlassSettings,
  resetCustomSettings,
  themeBackgroundDefaults,
} from './defaults';

const tokens = theme.getDesignToken(suiteTheme);

describe('backgroundTypeChanges', () => {
  it('fills an empty background colour from the theme when switching to solid', () => {
    expect(backgroundTypeChanges({ backgroundType: 'image' }, 'solid', tokens)).toEqual({
      backgroundType: 'solid',
      backgroundColor: tokens.colorBgLayout,
    });
  });

  it('keeps a background colour already chosen', () => {
    expect(backgroundTypeChanges({ backgroundColor: '#123456' }, 'solid', tokens)).toEqual({
      backgroundType: 'solid',
      backgroundColor: '#123456',
    });
  });

  it("fills empty gradient colours from the theme and the direction with 'to bottom'", () => {
    expect(backgroundTypeChanges({ backgroundType: 'solid' }, 'gradient', tokens)).toEqual({
      backgroundType: 'gradient',
      gradientStartColor: tokens.colorPrimary,
      gradientEndColor: tokens.colorBgLayout,
      gradientDirection: 'to bottom',
    });
    expect(
      backgroundTypeChanges(
        { gradientStartColor: '#111111', gradientEndColor: '', gradientDirection: 'to left' },
        'gradient',
        tokens,
      ),
    ).toEqual({
      backgroundType: 'gradient',
      gradientStartColor: '#111111',
      gradientEndColor: themeBackgroundDefaults(tokens).gradientEndColor,
      gradientDirection: 'to left',
    });
  });

  it('changes nothing else when switching to image', () => {
    expect(backgroundTypeChanges({ backgroundColor: '' }, 'image', tokens)).toEqual({
      backgroundType: 'image',
    });
  });
});

describe('default settings', () => {
  it('starts glass from what RESET STYLES restores', () => {
    expect(defaultGlassSettings()).toEqual(WALLET_GLASS_RESET);
  });

  it('makes default custom settings that pass their own schema', () => {
    const settings = defaultCustomSettings(tokens);
    expect(WalletCustomSettingsSchema.safeParse(settings).success).toBe(true);
    expect(settings.cardConfig).toMatchObject({ borderRadius: 8, shadowIntensity: 0.1 });
    expect(settings.backgroundBlur).toBe(0);
    expect(settings.layout).toEqual({
      actionButtonsLayout: 'horizontal',
      actionButtonsAlignment: 'center',
      spacing: 2,
      componentOrder: ['balance', 'actions', 'search', 'tabs', 'content'],
    });
  });

  it('resets custom to the defaults, keeping the background type and copying send colours to swap and back', () => {
    const reset = resetCustomSettings({ backgroundType: 'image' }, tokens);
    const defaults = defaultCustomSettings(tokens);
    expect(reset.backgroundType).toBe('image');
    expect(reset.swapButtonConfig).toEqual(defaults.sendButtonConfig);
    expect(reset.backButtonConfig).toEqual(defaults.sendButtonConfig);
    expect({
      ...reset,
      backgroundType: 'solid',
      swapButtonConfig: undefined,
      backButtonConfig: undefined,
    }).toEqual({
      ...defaults,
      swapButtonConfig: undefined,
      backButtonConfig: undefined,
    });
  });

  it('keeps an image background whole on reset: the Image type with its address', () => {
    const image = 'https://cdn.example.com/a.png';
    const reset = resetCustomSettings({ backgroundType: 'image', backgroundImage: image }, tokens);
    expect(reset).toMatchObject({ backgroundType: 'image', backgroundImage: image });
    expect(WalletCustomSettingsSchema.safeParse(reset).success).toBe(true);
  });

  it('drops an address no longer shown on reset when the background is solid or a gradient', () => {
    const image = 'https://cdn.example.com/a.png';
    for (const backgroundType of ['solid', 'gradient'] as const) {
      const reset = resetCustomSettings({ backgroundType, backgroundImage: image }, tokens);
      expect(reset.backgroundType).toBe(backgroundType);
      expect(reset.backgroundImage).toBeUndefined();
    }
  });
});
