import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { CARD_BREAKPOINT_NAMES, CardsConfigSchema, type CardsConfig } from '@suite/shared/sections';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import type { SectionEditorProps } from '../../section-kit/section-module';
import type { EditorTab } from '../../section-kit/editor/editor-tabs';
import { CollapsibleListEditor } from '../../section-kit/lists/collapsible-list-editor';
import { CardLayoutSettings } from './card-layout-settings';
import { CardFields } from './card-fields';
import { CARD_LIST } from './card-list';
import { LayoutMap } from './layout-map';
import { CARDS_DEFAULTS } from './defaults';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

/** The cards editor: tabs Cards and Layout Settings, and Save Configuration (seed 000 §2). */
export function CardsEditor({ data, mode, onChange, onSave }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CardsConfigSchema, CARDS_DEFAULTS, data));

  const tabs: EditorTab<CardsConfig>[] = [
    {
      key: 'cards',
      label: t(CARD_LABELS.cards.label),
      names: ['cards'],
      // The layout grid (drag, resize), then one collapsible form per card.
      children: (
        <CollapsibleListEditor
          form={form}
          list={CARD_LIST}
          addLabel={t('list.addCard')}
          header={(open) => <LayoutMap form={form} onPick={open} />}
        >
          {(index) => <CardFields control={form.control} index={index} />}
        </CollapsibleListEditor>
      ),
    },
    {
      key: 'layout',
      label: t(CARD_LABELS.gridSettings.label),
      names: ['gridSettings', 'responsive'],
      children: <CardLayoutSettings control={form.control} />,
    },
  ];

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('card.form')}
      submit="save-configuration"
      onChange={onChange}
      onSave={onSave}
      tabs={tabs}
    >
      <CrossFieldRules form={form} />
    </EditorForm>
  );
}

/**
 * Card ids unique, each card's maximum width and height not below its minimum, and each screen
 * size's from-width below the wider one's: checked again when an id, a bound or a width changes, so
 * the message shows beside the field it names (a lowered lg width's beside md).
 */
function CrossFieldRules({ form }: { form: UseFormReturn<CardsConfig, unknown, CardsConfig> }) {
  const [cards, breakpoints] = useWatch({ control: form.control, name: ['cards', 'responsive.breakpoints'] });
  const watched = [
    cards.map(({ id, layout }) => [id, layout.minW, layout.maxW, layout.minH, layout.maxH]),
    breakpoints,
  ];
  useRecheckAcrossFields(form, watched, (values) => [
    ...values.cards.flatMap((_, index) => [
      `cards.${index}.id` as const,
      `cards.${index}.layout.maxW` as const,
      `cards.${index}.layout.maxH` as const,
    ]),
    ...(values.responsive
      ? CARD_BREAKPOINT_NAMES.map((name) => `responsive.breakpoints.${name}` as const)
      : []),
  ]);
  return null;
}
