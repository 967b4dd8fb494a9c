import { useState } from 'react';
import { dequal } from 'dequal';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from 'antd';
import {
  WALLET_VARIANTS,
  WalletConfigSchema,
  type WalletConfig,
  type WalletVariant,
} from '@suite/shared/sections';
import { EditorForm, initialValues } from '../../../section-kit/editor/editor-form';
import type { SectionData, SectionEditorProps } from '../../../section-kit/section-module';
import {
  WALLET_DEFAULTS,
  defaultCustomSettings,
  defaultGlassSettings,
  type WalletThemeTokens,
} from '../defaults';
import { CustomSettings } from './custom-settings';
import { GlassSettings } from './glass-settings';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';
import { useSiteTokens } from '../../../section-kit/site-theme';
import { SelectField } from '../../../section-kit/fields/select-field';

const WALLET_VARIANT_LABELS: Record<WalletVariant, SectionEditorsKey> = {
  default: 'wallet.editor.variants.default',
  glass: 'wallet.editor.variants.glass',
  custom: 'wallet.editor.variants.custom',
};

/** A value as it is stored (fields left undefined dropped), to compare whatever the keys' order. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}

/**
 * The form's start: the saved config (or the defaults), with both variants' settings filled in; and
 * the settings it filled in (as stored), for a section saved without them.
 */
function walletFormStart(data: SectionData | undefined, tokens: WalletThemeTokens) {
  const saved = initialValues(WalletConfigSchema, WALLET_DEFAULTS, data);
  const glassSettings = saved.glassSettings ?? defaultGlassSettings();
  const customSettings = saved.customSettings ?? defaultCustomSettings(tokens);
  const values: WalletConfig = { ...saved, glassSettings, customSettings };
  const filled = {
    glassSettings: saved.glassSettings ? undefined : asJson(glassSettings),
    customSettings: saved.customSettings ? undefined : asJson(customSettings),
  };
  return { values, filled };
}

/**
 * The wallet style editor (seed 000 §2): the variant (default, glass, custom) and its settings; the
 * dialog's preview draws every change live. The colours it fills in (custom's defaults, a background
 * type's) are the site's theme's, which the dialog gives (`useSiteTokens`). Save is disabled while the
 * form is invalid.
 */
export function WalletEditor({ mode, data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  // The site's colours, not the admin's: the defaults are what the site's visitors will see.
  const token = useSiteTokens();
  const [{ values: startValues, filled }] = useState(() => walletFormStart(data, token));
  const form = useForm({
    resolver: zodResolver(WalletConfigSchema),
    defaultValues: startValues,
    mode: 'onChange',
  });
  const variant = useWatch({ control: form.control, name: 'variant' });
  // The settings the form filled in are handed on only for the variant chosen or once changed, so a
  // section opened and saved untouched stays as it was (and counts as unchanged) instead of gaining
  // the theme's colours of a variant it does not use.
  const untouched = (key: keyof typeof filled, value: unknown) =>
    filled[key] !== undefined && dequal(asJson(value), filled[key]);
  const asSaved = ({ glassSettings, customSettings, ...rest }: SectionData): SectionData => ({
    ...rest,
    ...(rest.variant !== 'glass' && untouched('glassSettings', glassSettings) ? {} : { glassSettings }),
    ...(rest.variant !== 'custom' && untouched('customSettings', customSettings) ? {} : { customSettings }),
  });

  return (
    <EditorForm
      form={form}
      mode={mode}
      label={t('wallet.editor.form')}
      onChange={(values) => onChange(asSaved(values))}
      onSave={(values) => onSave(asSaved(values))}
      onCancel={onCancel}
    >
      <SelectField
        control={form.control}
        name="variant"
        label={t('fields.variant')}
        options={WALLET_VARIANTS.map((value) => ({ value, label: t(WALLET_VARIANT_LABELS[value]) }))}
      />
      {variant === 'glass' ? (
        <GlassSettings form={form} tokens={token} />
      ) : variant === 'custom' ? (
        <CustomSettings form={form} tokens={token} />
      ) : (
        <Typography.Paragraph type="secondary">{t('wallet.editor.defaultHint')}</Typography.Paragraph>
      )}
    </EditorForm>
  );
}
