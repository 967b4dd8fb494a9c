import { Flex, Typography } from 'antd';
import { useController, useWatch, type Control } from 'react-hook-form';
import { EXPAND_ICON_NAMES, TYPOGRAPHY_VARIANTS, type AccordionConfig } from '@suite/shared/sections';
import { ActionsEditor } from '../../section-kit/actions/actions-editor';
import { ContentField } from '../../section-kit/fields/content-field';
import { TYPOGRAPHY_VARIANT_LABELS } from './typography';
import { ACCORDION_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { InputFields, type InputFieldSpec } from '../../section-kit/fields/input-field';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { IconField } from '../../section-kit/fields/icon-field';

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
  // The section's Hide expand icon leaves a panel's own icon without effect.
  const hideIcon = useWatch({ control, name: 'settings.hideExpandIcon' });
  const typographyOptions = TYPOGRAPHY_VARIANTS.map((value) => ({
    value,
    label: t(TYPOGRAPHY_VARIANT_LABELS[value]),
  }));
  const texts: InputFieldSpec<AccordionConfig>[] = [
    {
      name: `accordions.${index}.id`,
      label: t(ACCORDION_LABELS.accordions.fields.id),
      help: t('accordion.idHelp'),
    },
    { name: `accordions.${index}.title`, label: t(ACCORDION_LABELS.accordions.fields.title) },
    {
      name: `accordions.${index}.summary`,
      label: t(ACCORDION_LABELS.accordions.fields.summary),
      help: t('accordion.summaryHelp'),
    },
  ];
  return (
    <>
      <InputFields control={control} fields={texts} />
      <ContentField
        control={control}
        name={`accordions.${index}.content`}
        label={t(ACCORDION_LABELS.accordions.fields.content)}
        placeholder={t('accordion.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <SelectField
          control={control}
          name={`accordions.${index}.titleVariant`}
          label={t(ACCORDION_LABELS.accordions.fields.titleVariant)}
          options={typographyOptions}
          style={{ minWidth: 150 }}
        />
        <SelectField
          control={control}
          name={`accordions.${index}.contentVariant`}
          label={t(ACCORDION_LABELS.accordions.fields.contentVariant)}
          options={typographyOptions}
          style={{ minWidth: 150 }}
        />
        <IconField
          control={control}
          name={`accordions.${index}.expandIcon`}
          label={t(ACCORDION_LABELS.accordions.fields.expandIcon)}
          names={EXPAND_ICON_NAMES}
          allowClear
          placeholder={t('accordion.iconAsSettings')}
          help={hideIcon ? t('accordion.iconHidden') : undefined}
          disabled={hideIcon}
        />
      </Flex>
      <Flex gap={24} wrap>
        <SwitchField
          control={control}
          name={`accordions.${index}.expanded`}
          label={t(ACCORDION_LABELS.accordions.fields.expanded)}
        />
        <SwitchField
          control={control}
          name={`accordions.${index}.disabled`}
          label={t(ACCORDION_LABELS.accordions.fields.disabled)}
        />
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
