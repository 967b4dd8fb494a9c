import { Flex, Radio, Select, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import Slider from 'antd/es/slider';
import { useWatch, type Control } from 'react-hook-form';
import {
  ACCORDION_HEADING_COMPONENTS,
  ACCORDION_SPACING_SLIDER,
  ACCORDION_TRANSITION_MAX_MS,
  ELEVATION_MAX,
  EXPAND_ICON_NAMES,
  type AccordionConfig,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { ACCORDION_LABELS } from './labels';
import { surfaceVariantOptions } from '../../section-kit/fields/setting-options';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { IconField } from '../../section-kit/fields/icon-field';
import { NumberField } from '../../section-kit/fields/number-field';

const ALIGNMENT_OPTIONS = [
  { value: 'left', label: 'accordion.alignments.left' },
  { value: 'center', label: 'accordion.alignments.center' },
  { value: 'right', label: 'accordion.alignments.right' },
] as const satisfies readonly { value: string; label: SectionEditorsKey }[];
const PLACEMENT_OPTIONS = [
  { value: 'summary', label: 'accordion.placements.summary' },
  { value: 'details', label: 'accordion.placements.details' },
  { value: 'both', label: 'accordion.placements.both' },
] as const satisfies readonly { value: string; label: SectionEditorsKey }[];
/** Transition: 'auto' or a number of milliseconds, as one select plus an input for the latter. */
const DEFAULT_TRANSITION_MS = 300;

/** The Settings tab: how the panels look and behave for a visitor. */
export function AccordionSettingsFields({ control }: { control: Control<AccordionConfig> }) {
  const { t } = useSectionEditorsCatalog();
  // Settings another one leaves without effect are held, saying why (the renderer does not read them).
  const [variant, square, hideIcon] = useWatch({
    control,
    name: ['settings.variant', 'settings.square', 'settings.hideExpandIcon'],
  });
  const iconHidden = hideIcon ? t('accordion.iconHidden') : undefined;
  return (
    <>
      <Typography.Title level={5}>{t('accordion.behaviour')}</Typography.Title>
      <SwitchField
        control={control}
        name="settings.allowMultiple"
        label={t(ACCORDION_LABELS.settings.fields.allowMultiple)}
      />
      <Field
        control={control}
        name="settings.defaultExpanded"
        label={t(ACCORDION_LABELS.settings.fields.defaultExpanded)}
        help={t('accordion.defaultExpandedHelp')}
      >
        {(field, id) => (
          <PanelSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field
        control={control}
        name="settings.expandedIds"
        label={t(ACCORDION_LABELS.settings.fields.expandedIds)}
        help={t('accordion.expandedIdsHelp')}
      >
        {(field, id) => (
          <PanelSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <SwitchField
        control={control}
        name="settings.unmountOnExit"
        label={t(ACCORDION_LABELS.settings.fields.unmountOnExit)}
        help={t('accordion.unmountHelp')}
      />
      <Field
        control={control}
        name="settings.transitionDuration"
        label={t(ACCORDION_LABELS.settings.fields.transitionDuration)}
      >
        {(field, id) => (
          <Flex gap={8} align="center" wrap>
            <Radio.Group
              name={field.name}
              value={field.value === 'auto' ? 'auto' : 'custom'}
              onChange={(event) =>
                field.onChange(event.target.value === 'auto' ? 'auto' : DEFAULT_TRANSITION_MS)
              }
              optionType="button"
              options={[
                { value: 'auto', label: t('accordion.transition.auto') },
                { value: 'custom', label: t('accordion.transition.custom') },
              ]}
            />
            {field.value === 'auto' ? null : (
              <InputNumber
                id={id}
                aria-label={t('accordion.transition.duration')}
                value={field.value}
                onChange={field.onChange}
                min={0}
                max={ACCORDION_TRANSITION_MAX_MS}
                step={50}
                suffix="ms"
              />
            )}
          </Flex>
        )}
      </Field>

      <Typography.Title level={5}>{t('accordion.look')}</Typography.Title>
      <RadioField
        control={control}
        name="settings.variant"
        label={t(ACCORDION_LABELS.settings.fields.variant)}
        buttons
        options={surfaceVariantOptions(t)}
      />
      <SelectField
        control={control}
        name="settings.headingComponent"
        label={t(ACCORDION_LABELS.settings.fields.headingComponent)}
        help={t('accordion.headingHelp')}
        options={ACCORDION_HEADING_COMPONENTS.map((value) => ({
          value,
          label: value === 'div' ? t('accordion.noHeading') : value.toUpperCase(),
        }))}
        style={{ maxWidth: 160 }}
      />
      <Field
        control={control}
        name="settings.spacing"
        label={t(ACCORDION_LABELS.settings.fields.spacing)}
        help={t('accordion.spacingHelp')}
      >
        {(field) => (
          <Slider
            value={field.value}
            onChange={field.onChange}
            min={ACCORDION_SPACING_SLIDER.min}
            max={ACCORDION_SPACING_SLIDER.max}
            step={ACCORDION_SPACING_SLIDER.step}
            ariaLabelForHandle={t(ACCORDION_LABELS.settings.fields.spacing)}
          />
        )}
      </Field>
      <Flex gap={12} wrap>
        <NumberField
          control={control}
          name="settings.elevation"
          label={t(ACCORDION_LABELS.settings.fields.elevation)}
          help={variant === 'outlined' ? t('accordion.elevationOutlined') : undefined}
          disabled={variant === 'outlined'}
          min={0}
          max={ELEVATION_MAX}
        />
        <NumberField
          control={control}
          name="settings.borderRadius"
          label={t(ACCORDION_LABELS.settings.fields.borderRadius)}
          help={square ? t('accordion.radiusSquare') : undefined}
          disabled={square}
          min={0}
          max={50}
          suffix="px"
        />
      </Flex>
      <Flex gap={24} wrap>
        <SwitchField
          control={control}
          name="settings.square"
          label={t(ACCORDION_LABELS.settings.fields.square)}
        />
        <SwitchField
          control={control}
          name="settings.disableGutters"
          label={t(ACCORDION_LABELS.settings.fields.disableGutters)}
          help={t('accordion.guttersHelp')}
        />
      </Flex>

      <Typography.Title level={5}>{t('common.actions.group')}</Typography.Title>
      <Flex gap={12} wrap>
        <SelectField
          control={control}
          name="settings.actionsPlacement"
          label={t(ACCORDION_LABELS.settings.fields.actionsPlacement)}
          options={PLACEMENT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          style={{ minWidth: 180 }}
        />
        <RadioField
          control={control}
          name="settings.actionsAlignment"
          label={t(ACCORDION_LABELS.settings.fields.actionsAlignment)}
          buttons
          options={ALIGNMENT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
      </Flex>

      <Typography.Title level={5}>{t(ACCORDION_LABELS.settings.fields.expandIcon)}</Typography.Title>
      <SwitchField
        control={control}
        name="settings.hideExpandIcon"
        label={t(ACCORDION_LABELS.settings.fields.hideExpandIcon)}
      />
      <Flex gap={12} wrap>
        <IconField
          control={control}
          name="settings.expandIcon"
          label={t(ACCORDION_LABELS.settings.fields.expandIcon)}
          help={iconHidden}
          disabled={hideIcon}
          names={EXPAND_ICON_NAMES}
          fallback="ExpandMore"
        />
        <IconField
          control={control}
          name="settings.collapseIcon"
          label={t(ACCORDION_LABELS.settings.fields.collapseIcon)}
          help={iconHidden ?? t('accordion.collapseIconHelp')}
          disabled={hideIcon}
          names={EXPAND_ICON_NAMES}
          allowClear
          placeholder={t('accordion.collapseIconPlaceholder')}
        />
        <RadioField
          control={control}
          name="settings.iconPosition"
          label={t(ACCORDION_LABELS.settings.fields.iconPosition)}
          help={iconHidden}
          disabled={hideIcon}
          buttons
          options={[
            { value: 'start', label: t('accordion.iconPositions.start') },
            { value: 'end', label: t('accordion.iconPositions.end') },
          ]}
        />
      </Flex>
    </>
  );
}

/** A choice of panels by id, shown by title; watches the list so the rest of the tab does not re-render. */
function PanelSelect({
  control,
  id,
  value,
  onChange,
}: {
  control: Control<AccordionConfig>;
  id: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const accordions = useWatch({ control, name: 'accordions' });
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      placeholder={t('common.icons.none')}
      options={accordions.map((accordion, index) => ({
        value: accordion.id,
        label:
          accordion.title.trim() || accordion.id || `${t(ACCORDION_LABELS.accordions.item)} ${index + 1}`,
      }))}
    />
  );
}
