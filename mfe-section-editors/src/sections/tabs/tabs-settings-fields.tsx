import { Flex, Input, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import {
  ELEVATION_MAX,
  TABS_INDICATOR_COLORS,
  TABS_LIMITS,
  TABS_SCROLL_BUTTONS,
  TABS_TEXT_COLORS,
  TABS_VARIANTS,
  type TabsConfig,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { TABS_LABELS } from './labels';
import { orientationOptions } from '../../section-kit/fields/setting-options';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { NumberField } from '../../section-kit/fields/number-field';
import { ColorField } from '../../section-kit/fields/color-field';

const VARIANT_LABELS = {
  standard: 'tabs.variants.standard',
  scrollable: 'tabs.variants.scrollable',
  fullWidth: 'tabs.variants.fullWidth',
} as const satisfies Record<string, SectionEditorsKey>;
const VARIANT_HELP = {
  standard: 'tabs.variantHelp.standard',
  scrollable: 'tabs.variantHelp.scrollable',
  fullWidth: 'tabs.variantHelp.fullWidth',
} as const satisfies Record<string, SectionEditorsKey>;
const COLOR_LABELS = {
  primary: 'common.actions.colors.primary',
  secondary: 'common.actions.colors.secondary',
  inherit: 'common.actions.colors.inherit',
} as const satisfies Record<string, SectionEditorsKey>;
const SCROLL_LABELS = {
  auto: 'tabs.scroll.auto',
  on: 'tabs.scroll.on',
  off: 'tabs.scroll.off',
} as const satisfies Record<string, SectionEditorsKey>;

const NUMBERS = [
  { name: 'tabFontSize', label: TABS_LABELS.tabFontSize, ...TABS_LIMITS.tabFontSize, suffix: 'px' },
  {
    name: 'contentFontSize',
    label: TABS_LABELS.contentFontSize,
    ...TABS_LIMITS.contentFontSize,
    suffix: 'px',
  },
  { name: 'padding', label: TABS_LABELS.padding, ...TABS_LIMITS.padding, suffix: 'px' },
  { name: 'borderRadius', label: TABS_LABELS.borderRadius, ...TABS_LIMITS.borderRadius, suffix: 'px' },
  { name: 'elevation', label: TABS_LABELS.elevation, min: 0, max: ELEVATION_MAX, suffix: undefined },
] as const;

const COLORS = [
  { key: 'tabText', label: TABS_LABELS.colors.fields.tabText },
  { key: 'selectedTabText', label: TABS_LABELS.colors.fields.selectedTabText },
  { key: 'indicator', label: TABS_LABELS.colors.fields.indicator },
  { key: 'tabBackground', label: TABS_LABELS.colors.fields.tabBackground },
  { key: 'contentText', label: TABS_LABELS.colors.fields.contentText },
  { key: 'contentBackground', label: TABS_LABELS.colors.fields.contentBackground },
] as const;

/** How the tabs sit and look: anchor, orientation, variant, arrows, sizes and colours. */
export function TabsSettingsFields({ control }: { control: Control<TabsConfig> }) {
  const { t } = useSectionEditorsCatalog();
  const variant = useWatch({ control, name: 'variant' });
  return (
    <>
      <Typography.Title level={5}>{t('fields.layout')}</Typography.Title>
      <Field control={control} name="id" label={t(TABS_LABELS.id)} help={t('tabs.anchorHelp')}>
        {(field, id) => <Input id={id} {...field} placeholder="roadmap" style={{ maxWidth: 240 }} />}
      </Field>
      <Flex gap={12} wrap>
        <RadioField
          control={control}
          name="orientation"
          label={t(TABS_LABELS.orientation)}
          buttons
          options={orientationOptions(t)}
        />
        <SelectField
          control={control}
          name="variant"
          label={t(TABS_LABELS.variant)}
          help={t(VARIANT_HELP[variant])}
          options={TABS_VARIANTS.map((value) => ({ value, label: t(VARIANT_LABELS[value]) }))}
          style={{ minWidth: 140 }}
        />
        <SelectField
          control={control}
          name="scrollButtons"
          label={t(TABS_LABELS.scrollButtons)}
          help={t('tabs.arrowsHelp')}
          options={TABS_SCROLL_BUTTONS.map((value) => ({ value, label: t(SCROLL_LABELS[value]) }))}
          style={{ minWidth: 160 }}
        />
      </Flex>
      <SwitchField control={control} name="centered" label={t(TABS_LABELS.centered)} />

      <Typography.Title level={5}>{t('tabs.style')}</Typography.Title>
      <Flex gap={12} wrap>
        <SelectField
          control={control}
          name="indicatorColor"
          label={t(TABS_LABELS.indicatorColor)}
          options={TABS_INDICATOR_COLORS.map((value) => ({ value, label: t(COLOR_LABELS[value]) }))}
          style={{ minWidth: 130 }}
        />
        <SelectField
          control={control}
          name="textColor"
          label={t(TABS_LABELS.textColor)}
          options={TABS_TEXT_COLORS.map((value) => ({ value, label: t(COLOR_LABELS[value]) }))}
          style={{ minWidth: 130 }}
        />
      </Flex>
      <Flex gap={12} wrap>
        {NUMBERS.map(({ name, label, min, max, suffix }) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            label={t(label)}
            help={`${min}-${max}`}
            suffix={suffix}
            width={120}
          />
        ))}
      </Flex>

      <Typography.Title level={5}>{t('tabs.colours')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('tabs.coloursHelp')}</Typography.Paragraph>
      <Flex gap={12} wrap>
        {COLORS.map(({ key, label }) => (
          <ColorField key={key} control={control} name={`colors.${key}`} label={t(label)} />
        ))}
      </Flex>
    </>
  );
}
