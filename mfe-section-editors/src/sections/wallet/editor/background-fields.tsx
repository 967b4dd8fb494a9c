import { Radio } from 'antd';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  WALLET_BACKGROUND_ATTACHMENTS,
  WALLET_BACKGROUND_POSITIONS,
  WALLET_BACKGROUND_REPEATS,
  WALLET_BACKGROUND_SIZES,
  WALLET_BACKGROUND_TYPES,
  WALLET_GRADIENT_DIRECTIONS,
  type WalletBackgroundType,
  type WalletConfig,
} from '@suite/shared/sections';
import { Field, ImageAddressField } from '@suite/shared/forms';
import { backgroundTypeChanges, type WalletThemeTokens } from '../defaults';
import { ColourField, SelectField } from './wallet-fields';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

export type SettingsPrefix = 'glassSettings' | 'customSettings';

const TYPE_LABELS: Record<WalletBackgroundType, SectionEditorsKey> = {
  solid: 'wallet.editor.backgroundTypes.solid',
  gradient: 'wallet.editor.backgroundTypes.gradient',
  image: 'showcase.kinds.image',
};

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface BackgroundFieldsProps {
  form: UseFormReturn<WalletConfig>;
  prefix: SettingsPrefix;
  tokens: WalletThemeTokens;
}

/** Background type (solid, gradient, image) and the fields of the chosen type. */
export function BackgroundFields({ form, prefix, tokens }: BackgroundFieldsProps) {
  const { t } = useSectionEditorsCatalog();
  const { control, setValue, getValues } = form;
  const type = useWatch({ control, name: `${prefix}.backgroundType` }) ?? 'solid';

  function switchType(next: WalletBackgroundType) {
    const changes = backgroundTypeChanges(getValues(prefix) ?? {}, next, tokens);
    const how = { shouldDirty: true, shouldValidate: true };
    setValue(`${prefix}.backgroundType`, next, how);
    if (changes.backgroundColor !== undefined)
      setValue(`${prefix}.backgroundColor`, changes.backgroundColor, how);
    if (changes.gradientStartColor !== undefined)
      setValue(`${prefix}.gradientStartColor`, changes.gradientStartColor, how);
    if (changes.gradientEndColor !== undefined)
      setValue(`${prefix}.gradientEndColor`, changes.gradientEndColor, how);
    if (changes.gradientDirection !== undefined)
      setValue(`${prefix}.gradientDirection`, changes.gradientDirection, how);
  }

  return (
    <>
      <Field control={control} name={`${prefix}.backgroundType`} label={t('wallet.editor.backgroundType')}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={type}
            onChange={(event) => {
              const next = WALLET_BACKGROUND_TYPES.find((candidate) => candidate === event.target.value);
              if (next) switchType(next);
              field.onBlur();
            }}
            options={WALLET_BACKGROUND_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
          />
        )}
      </Field>
      {type === 'solid' ? (
        <ColourField
          control={control}
          name={`${prefix}.backgroundColor`}
          label="wallet.editor.backgroundColour"
        />
      ) : null}
      {type === 'gradient' ? (
        <>
          <ColourField
            control={control}
            name={`${prefix}.gradientStartColor`}
            label="wallet.editor.gradientStartColour"
          />
          <ColourField
            control={control}
            name={`${prefix}.gradientEndColor`}
            label="wallet.editor.gradientEndColour"
          />
          <SelectField
            control={control}
            name={`${prefix}.gradientDirection`}
            label="wallet.editor.gradientDirection"
            options={options(WALLET_GRADIENT_DIRECTIONS)}
          />
        </>
      ) : null}
      {type === 'image' ? (
        <>
          <ImageAddressField
            control={control}
            name={`${prefix}.backgroundImage`}
            label={t('wallet.editor.backgroundImage')}
            help={t('wallet.editor.backgroundImageHelp')}
          />
          <SelectField
            control={control}
            name={`${prefix}.backgroundSize`}
            label="wallet.editor.imageSize"
            options={options(WALLET_BACKGROUND_SIZES)}
          />
          <SelectField
            control={control}
            name={`${prefix}.backgroundPosition`}
            label="wallet.editor.imagePosition"
            options={options(WALLET_BACKGROUND_POSITIONS)}
          />
          <SelectField
            control={control}
            name={`${prefix}.backgroundRepeat`}
            label="wallet.editor.imageRepeat"
            options={options(WALLET_BACKGROUND_REPEATS)}
          />
          <SelectField
            control={control}
            name={`${prefix}.backgroundAttachment`}
            label="wallet.editor.imageAttachment"
            options={options(WALLET_BACKGROUND_ATTACHMENTS)}
          />
        </>
      ) : null}
    </>
  );
}
