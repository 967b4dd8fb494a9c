import type { ReactNode } from 'react';
import { Button, Flex, Select, Switch, theme, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import ColorPicker from 'antd/es/color-picker';
import Slider from 'antd/es/slider';
import type { Control, FieldPath } from 'react-hook-form';
import type { WalletConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

/** A path of the wallet form. */
type WalletPath = FieldPath<WalletConfig>;

interface WalletFieldProps {
  control: Control<WalletConfig>;
  name: WalletPath;
  /** The field's label and help, as keys of the catalog. */
  label: SectionEditorsKey;
  help?: SectionEditorsKey;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A colour: antd's ColorPicker behind a button (so it is reached and opened from the keyboard), with
 * a clear that sets it back to unset (the theme's colour).
 */
export function ColourField({ control, name, label, help }: WalletFieldProps) {
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  return (
    <Field control={control} name={name} label={t(label)} help={help && t(help)}>
      {(field, id) => {
        const value = textOf(field.value);
        return (
          <ColorPicker
            value={value}
            allowClear
            destroyOnHidden
            onChange={(color) => field.onChange(color.toHexString())}
            onClear={() => field.onChange(undefined)}
          >
            <Button id={id} onBlur={field.onBlur} style={{ justifyContent: 'flex-start', minWidth: 160 }}>
              <span
                aria-hidden
                style={{
                  width: 16,
                  height: 16,
                  borderRadius: 4,
                  border: `1px solid ${token.colorBorder}`,
                  background: value ?? 'transparent',
                  display: 'inline-block',
                }}
              />
              <span>{value ?? t('common.color.themeDefault')}</span>
            </Button>
          </ColorPicker>
        );
      }}
    </Field>
  );
}

export function SwitchField({ control, name, label, help }: WalletFieldProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Field control={control} name={name} label={t(label)} help={help && t(help)}>
      {(field, id) => (
        <Switch id={id} checked={field.value === true} onChange={(checked) => field.onChange(checked)} />
      )}
    </Field>
  );
}

export interface SelectFieldProps extends WalletFieldProps {
  options: readonly { value: string; label: string }[];
  /** Besides the change itself (the background type fills its colours). */
  onSelect?: (value: string) => void;
}

export function SelectField({ control, name, label, help, options, onSelect }: SelectFieldProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Field control={control} name={name} label={t(label)} help={help && t(help)}>
      {(field, id) => (
        <Select
          id={id}
          value={textOf(field.value)}
          onBlur={field.onBlur}
          onChange={(value: string) => (onSelect ? onSelect(value) : field.onChange(value))}
          options={options.map((option) => ({ ...option }))}
          style={{ width: '100%' }}
        />
      )}
    </Field>
  );
}

export interface NumberFieldProps extends WalletFieldProps {
  min: number;
  max: number;
  step?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** What applies while the input is empty. */
  placeholder?: string;
  suffix?: string;
}

/** A number typed in; empty means unset. antd keeps it within min and max. */
export function NumberField({
  control,
  name,
  label,
  help,
  min,
  max,
  step = 1,
  integer,
  placeholder,
  suffix,
}: NumberFieldProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Field control={control} name={name} label={t(label)} help={help && t(help)}>
      {(field, id) => (
        <InputNumber
          id={id}
          value={numberOf(field.value) ?? null}
          min={min}
          max={max}
          step={step}
          precision={integer ? 0 : undefined}
          placeholder={placeholder}
          suffix={suffix}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
          style={{ width: '100%' }}
        />
      )}
    </Field>
  );
}

export interface SliderFieldProps extends WalletFieldProps {
  min: number;
  max: number;
  step: number;
  fallback: number;
  unit?: string;
}

/** A slider with the exact value beside it, typed in when wanted. */
export function SliderField({
  control,
  name,
  label,
  help,
  min,
  max,
  step,
  fallback,
  unit,
}: SliderFieldProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Field control={control} name={name} label={t(label)} help={help && t(help)}>
      {(field, id) => {
        const value = numberOf(field.value) ?? fallback;
        const set = (next: number | null) => field.onChange(typeof next === 'number' ? next : fallback);
        return (
          <Flex gap={12} align="center">
            <Slider
              min={min}
              max={max}
              step={step}
              value={value}
              onChange={set}
              ariaLabelForHandle={t(label)}
              style={{ flex: 1 }}
            />
            <InputNumber
              id={id}
              min={min}
              max={max}
              step={step}
              value={value}
              onChange={set}
              onBlur={field.onBlur}
              suffix={unit}
              style={{ width: 96 }}
            />
          </Flex>
        );
      }}
    </Field>
  );
}

/** A titled group of fields inside a variant's settings. */
export function FieldGroup({ title, children }: { title: SectionEditorsKey; children: ReactNode }) {
  const { t } = useSectionEditorsCatalog();
  return (
    <section aria-label={t(title)} style={{ marginBottom: 8 }}>
      <Typography.Title level={5}>{t(title)}</Typography.Title>
      {children}
    </section>
  );
}
