import { useWatch, type Control } from 'react-hook-form';
import { WALLET_PADDING_MAX, type WalletConfig, type WalletPadding } from '@suite/shared/sections';
import type { SettingsPrefix } from './background-fields';
import { NumberField, SwitchField } from './wallet-fields';
import { useSectionEditorsCatalog } from '../../../i18n';

const SIDES = [
  ['top', 'wallet.editor.topPadding'],
  ['bottom', 'wallet.editor.bottomPadding'],
  ['left', 'wallet.editor.leftPadding'],
  ['right', 'wallet.editor.rightPadding'],
] as const;

/** Remove all padding, or each side in px (empty: the variant's default, shown as the placeholder). */
export function PaddingFields({
  control,
  prefix,
  defaults,
}: {
  control: Control<WalletConfig>;
  prefix: SettingsPrefix;
  defaults: Required<WalletPadding>;
}) {
  const { t } = useSectionEditorsCatalog();
  const removed = useWatch({ control, name: `${prefix}.removePadding` });
  return (
    <>
      <SwitchField
        control={control}
        name={`${prefix}.removePadding`}
        label="wallet.editor.removeAllPadding"
      />
      {removed
        ? null
        : SIDES.map(([side, label]) => (
            <NumberField
              key={side}
              control={control}
              name={`${prefix}.customPadding.${side}`}
              label={label}
              min={0}
              max={WALLET_PADDING_MAX}
              integer
              suffix="px"
              placeholder={t('wallet.editor.defaultValue', { value: defaults[side] })}
            />
          ))}
    </>
  );
}
