import { Flex, Input, Select, Switch, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { EXPAND_ICON_NAMES, TYPOGRAPHY_VARIANTS, type AccordionConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { ActionsEditor } from '../section-parts/actions-editor';
import { ContentField } from '../section-parts/content-field';
import { IconSelect } from '../section-parts/section-icon';
import { TYPOGRAPHY_VARIANT_LABELS } from './typography';
import { ACCORDION_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

/** The fields of one panel: id, title, summary, content, styles, icon, state and actions. */
export function AccordionItemFields({
  control,
  index,
}: {
  control: Control<AccordionConfig>;
  index: number;
}) {
  const { t } = useSectionEditorsCatalog();
  const actions = useController({ control, name: `accordions.${index}.actions` });
  const typographyOptions = TYPOGRAPHY_VARIANTS.map((value) => ({
    value,
    label: t(TYPOGRAPHY_VARIANT_LABELS[value]),
  }));
  return (
    <>
      <Field
        control={control}
        name={`accordions.${index}.id`}
        label={t(ACCORDION_LABELS.accordions.fields.id)}
        help={t('accordion.idHelp')}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field
        control={control}
        name={`accordions.${index}.title`}
        label={t(ACCORDION_LABELS.accordions.fields.title)}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field
        control={control}
        name={`accordions.${index}.summary`}
        label={t(ACCORDION_LABELS.accordions.fields.summary)}
        help={t('accordion.summaryHelp')}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <ContentField
        control={control}
        name={`accordions.${index}.content`}
        label={t(ACCORDION_LABELS.accordions.fields.content)}
        placeholder={t('accordion.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <Field
          control={control}
          name={`accordions.${index}.titleVariant`}
          label={t(ACCORDION_LABELS.accordions.fields.titleVariant)}
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              options={typographyOptions}
              style={{ minWidth: 150 }}
            />
          )}
        </Field>
        <Field
          control={control}
          name={`accordions.${index}.contentVariant`}
          label={t(ACCORDION_LABELS.accordions.fields.contentVariant)}
        >
          {(field, id) => (
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              options={typographyOptions}
              style={{ minWidth: 150 }}
            />
          )}
        </Field>
        <Field
          control={control}
          name={`accordions.${index}.expandIcon`}
          label={t(ACCORDION_LABELS.accordions.fields.expandIcon)}
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={EXPAND_ICON_NAMES}
                value={field.value}
                onChange={field.onChange}
                allowClear
                placeholder={t('accordion.iconAsSettings')}
              />
            </div>
          )}
        </Field>
      </Flex>
      <Flex gap={24} wrap>
        <Field
          control={control}
          name={`accordions.${index}.expanded`}
          label={t(ACCORDION_LABELS.accordions.fields.expanded)}
        >
          {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
        </Field>
        <Field
          control={control}
          name={`accordions.${index}.disabled`}
          label={t(ACCORDION_LABELS.accordions.fields.disabled)}
        >
          {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
        </Field>
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('common.actions.group')}
      </Typography.Title>
      <ActionsEditor
        value={actions.field.value}
        onChange={actions.field.onChange}
        error={actions.fieldState.error}
      />
    </>
  );
}
