import { Button } from 'antd';
import type { UseFormReturn } from 'react-hook-form';
import {
  WALLET_BLUR,
  WALLET_GLASS_OPACITY,
  WALLET_GLASS_PADDING,
  WALLET_GLASS_RESET,
  type WalletConfig,
} from '@suite/shared';
import type { WalletThemeTokens } from '../defaults';
import { BackgroundFields } from './background-fields';
import { PaddingFields } from './padding-fields';
import { ColourField, FieldGroup, SliderField, SwitchField } from './wallet-fields';

const TEXT_COLOURS = [
  ['textColor', 'Text colour'],
  ['networkModalTextColor', 'Network dialog text colour'],
  ['receiveModalTextColor', 'Receive dialog text colour'],
  ['sendModalTextColor', 'Send dialog text colour'],
  ['scanModalTextColor', 'Scan dialog text colour'],
  ['importTokenModalTextColor', 'Import token dialog text colour'],
] as const;

const HIDE_FLAGS = [
  ['hideNFTs', 'Hide NFTs'],
  ['hideActivity', 'Hide activity'],
  ['hideSendAction', 'Hide send action'],
  ['hideSwapAction', 'Hide swap action'],
  ['hideExchangeAction', 'Hide exchange action'],
] as const;

/** The glass variant: background, text colours, glassmorphism effects, layout, RESET STYLES. */
export function GlassSettings({
  form,
  tokens,
}: {
  form: UseFormReturn<WalletConfig>;
  tokens: WalletThemeTokens;
}) {
  const { control } = form;
  return (
    <>
      <FieldGroup title="Background">
        <BackgroundFields form={form} prefix="glassSettings" tokens={tokens} />
        <SwitchField
          control={control}
          name="glassSettings.disableBackground"
          label="Disable background"
          help="Only the glass pane is drawn, over the page's own background"
        />
      </FieldGroup>
      <FieldGroup title="Text colours">
        {TEXT_COLOURS.map(([name, label]) => (
          <ColourField key={name} control={control} name={`glassSettings.${name}`} label={label} />
        ))}
      </FieldGroup>
      <FieldGroup title="Glassmorphism effects">
        <SliderField
          control={control}
          name="glassSettings.blurIntensity"
          label="Blur intensity"
          min={WALLET_BLUR.min}
          max={WALLET_BLUR.max}
          step={WALLET_BLUR.step}
          fallback={WALLET_BLUR.default}
          unit="px"
        />
        <SliderField
          control={control}
          name="glassSettings.glassOpacity"
          label="Glass opacity"
          min={WALLET_GLASS_OPACITY.min}
          max={WALLET_GLASS_OPACITY.max}
          step={WALLET_GLASS_OPACITY.step}
          fallback={WALLET_GLASS_OPACITY.default}
        />
      </FieldGroup>
      <FieldGroup title="Layout settings">
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
        RESET STYLES
      </Button>
    </>
  );
}
