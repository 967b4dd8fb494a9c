import { Flex, Select, Switch, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import { useController, type Control } from 'react-hook-form';
import type { CardsConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { ContentField } from '../../section-kit/fields/content-field';
import { CardActionsEditor } from './card-actions-editor';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField, InputFields, type InputFieldSpec } from '../../section-kit/fields/input-field';

type LayoutNumber = 'x' | 'y' | 'w' | 'h' | 'minW' | 'maxW' | 'minH' | 'maxH';

const LAYOUT_NUMBERS: { key: LayoutNumber; label: SectionEditorsKey; min: number; optional?: boolean }[] = [
  { key: 'x', label: CARD_LABELS.cards.fields.layout.fields.x, min: 0 },
  { key: 'y', label: CARD_LABELS.cards.fields.layout.fields.y, min: 0 },
  { key: 'w', label: CARD_LABELS.cards.fields.layout.fields.w, min: 1 },
  { key: 'h', label: CARD_LABELS.cards.fields.layout.fields.h, min: 1 },
  { key: 'minW', label: CARD_LABELS.cards.fields.layout.fields.minW, min: 1, optional: true },
  { key: 'maxW', label: CARD_LABELS.cards.fields.layout.fields.maxW, min: 1, optional: true },
  { key: 'minH', label: CARD_LABELS.cards.fields.layout.fields.minH, min: 1, optional: true },
  { key: 'maxH', label: CARD_LABELS.cards.fields.layout.fields.maxH, min: 1, optional: true },
];

type Inherit = 'grid' | 'yes' | 'no';
const INHERIT_OPTIONS: { value: Inherit; label: SectionEditorsKey }[] = [
  { value: 'grid', label: 'card.inherit.grid' },
  { value: 'yes', label: 'card.inherit.yes' },
  { value: 'no', label: 'card.inherit.no' },
];
const toInherit = (value: boolean | undefined): Inherit =>
  value === undefined ? 'grid' : value ? 'yes' : 'no';
const fromInherit = (value: Inherit): boolean | undefined => (value === 'grid' ? undefined : value === 'yes');

/** The fields of one card: id, title, text, image, links and its place on the grid. */
export function CardFields({ control, index }: { control: Control<CardsConfig>; index: number }) {
  const { t } = useSectionEditorsCatalog();
  const inheritOptions = INHERIT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  const actions = useController({ control, name: `cards.${index}.actions` });
  const texts: InputFieldSpec<CardsConfig>[] = [
    { name: `cards.${index}.id`, label: t(CARD_LABELS.cards.fields.id), help: t('card.idHelp') },
    { name: `cards.${index}.title`, label: t(CARD_LABELS.cards.fields.title) },
  ];
  return (
    <>
      <InputFields control={control} fields={texts} />
      <ContentField
        control={control}
        name={`cards.${index}.description`}
        label={t(CARD_LABELS.cards.fields.description)}
        placeholder={t('card.descriptionPlaceholder')}
        rows={3}
      />
      <InputField
        control={control}
        name={`cards.${index}.image`}
        label={t(CARD_LABELS.cards.fields.image)}
        help={t('common.actions.hrefHelp')}
        placeholder="https://…"
      />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(CARD_LABELS.cards.fields.actions.label)}
      </Typography.Title>
      <CardActionsEditor
        value={actions.field.value}
        onChange={actions.field.onChange}
        error={actions.fieldState.error}
      />
      <Typography.Title level={5}>{t(CARD_LABELS.cards.fields.layout.label)}</Typography.Title>
      <Flex gap={8} wrap>
        {LAYOUT_NUMBERS.map(({ key, label, min, optional }) => (
          <Field key={key} control={control} name={`cards.${index}.layout.${key}`} label={t(label)}>
            {(field, id) => (
              <InputNumber
                id={id}
                value={field.value}
                min={min}
                precision={0}
                placeholder={optional ? t('common.icons.none') : undefined}
                style={{ width: 110 }}
                onBlur={field.onBlur}
                // A cleared optional limit is no limit; a cleared position stays empty and is refused.
                onChange={(value) => field.onChange(value ?? (optional ? undefined : null))}
              />
            )}
          </Field>
        ))}
      </Flex>
      <Flex gap={16} wrap>
        <Field
          control={control}
          name={`cards.${index}.layout.static`}
          label={t(CARD_LABELS.cards.fields.layout.fields.static)}
        >
          {(field, id) => (
            <Switch
              id={id}
              checked={field.value ?? false}
              onChange={(checked) => field.onChange(checked || undefined)}
            />
          )}
        </Field>
        <Field
          control={control}
          name={`cards.${index}.layout.isDraggable`}
          label={t(CARD_LABELS.cards.fields.layout.fields.isDraggable)}
        >
          {(field, id) => (
            <Select
              id={id}
              value={toInherit(field.value)}
              onChange={(value) => field.onChange(fromInherit(value))}
              options={inheritOptions}
              style={{ minWidth: 130 }}
            />
          )}
        </Field>
        <Field
          control={control}
          name={`cards.${index}.layout.isResizable`}
          label={t(CARD_LABELS.cards.fields.layout.fields.isResizable)}
        >
          {(field, id) => (
            <Select
              id={id}
              value={toInherit(field.value)}
              onChange={(value) => field.onChange(fromInherit(value))}
              options={inheritOptions}
              style={{ minWidth: 130 }}
            />
          )}
        </Field>
      </Flex>
    </>
  );
}
