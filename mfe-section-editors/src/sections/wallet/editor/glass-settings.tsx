import { Button } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import {
  WALLET_BLUR,
  WALLET_GLASS_OPACITY,
  WALLET_GLASS_PADDING,
  WALLET_GLASS_RESET,
  type WalletConfig,
} from '@suite/shared/sections';
import type { WalletThemeTokens } from '../defaults';
import { BackgroundFields } from './background-fields';
import { PaddingFields } from './padding-fields';
import { ColourField, FieldGroup, SliderField, SwitchField } from './wallet-fields';
import { useSectionEditorsCatalog } from '../../../i18n';

const TEXT_COLOURS = [
  ['textColor', 'wallet.editor.textColour'],
  ['networkModalTextColor', 'wallet.editor.networkDialogTextColour'],
  ['receiveModalTextColor', 'wallet.editor.receiveDialogTextColour'],
  ['sendModalTextColor', 'wallet.editor.sendDialogTextColour'],
  ['scanModalTextColor', 'wallet.editor.scanDialogTextColour'],
  ['importTokenModalTextColor', 'wallet.editor.importTokenDialogTextColour'],
] as const;

const HIDE_FLAGS = [
  ['hideNFTs', 'wallet.editor.hideNfts'],
  ['hideActivity', 'wallet.editor.hideActivity'],
  ['hideSendAction', 'wallet.editor.hideSendAction'],
  ['hideSwapAction', 'wallet.editor.hideSwapAction'],
  ['hideExchangeAction', 'wallet.editor.hideExchangeAction'],
] as const;

/** The glass variant: background, text colours, glassmorphism effects, layout, RESET STYLES. */
export function GlassSettings({
  form,
  tokens,
}: {
  form: UseFormReturn<WalletConfig>;
  tokens: WalletThemeTokens;
}) {
  const { t } = useSectionEditorsCatalog();
  const { control } = form;
  return (
    <>
      <FieldGroup title="wallet.editor.background">
        <BackgroundFields form={form} prefix="glassSettings" tokens={tokens} />
        <SwitchField
          control={control}
          name="glassSettings.disableBackground"
          label="wallet.editor.disableBackground"
          help="wallet.editor.disableBackgroundHelp"
        />
      </FieldGroup>
      <FieldGroup title="wallet.editor.textColours">
        {TEXT_COLOURS.map(([name, label]) => (
          <ColourField key={name} control={control} name={`glassSettings.${name}`} label={label} />
        ))}
      </FieldGroup>
      <FieldGroup title="wallet.editor.glassmorphismEffects">
        <SliderField
          control={control}
          name="glassSettings.blurIntensity"
          label="wallet.editor.blurIntensity"
          min={WALLET_BLUR.min}
          max={WALLET_BLUR.max}
          step={WALLET_BLUR.step}
          fallback={WALLET_BLUR.default}
          unit="px"
        />
        <SliderField
          control={control}
          name="glassSettings.glassOpacity"
          label="wallet.editor.glassOpacity"
          min={WALLET_GLASS_OPACITY.min}
          max={WALLET_GLASS_OPACITY.max}
          step={WALLET_GLASS_OPACITY.step}
          fallback={WALLET_GLASS_OPACITY.default}
        />
      </FieldGroup>
      <FieldGroup title="wallet.editor.layoutSettings">
        {HIDE_FLAGS.map(([name, label]) => (
          <SwitchField key={name} control={control} name={`glassSettings.${name}`} label={label} />
        ))}
        <PaddingFields control={control} prefix="glassSettings" defaults={WALLET_GLASS_PADDING} />
      </FieldGroup>
      <Button
        danger
        block
        style={{ marginBottom: 16 }}
        onClick={() =>
          form.setValue(
            'glassSettings',
            { ...WALLET_GLASS_RESET },
            { shouldDirty: true, shouldValidate: true },
          )
        }
      >
        {t('wallet.editor.resetStyles')}
      </Button>
    </>
  );
}
