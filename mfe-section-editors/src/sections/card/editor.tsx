import { zodResolver } from '@hookform/resolvers/zod';
import { Tabs } from 'antd';
import { useForm } from 'react-hook-form';
import { CardsConfigSchema } from '@suite/shared/sections';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { EditorTabLabel } from '../section-parts/editor-tab-label';
import { CardLayoutSettings } from './card-layout-settings';
import { CardsListEditor } from './cards-list-editor';
import { CARDS_DEFAULTS } from './defaults';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

/** The cards editor: tabs Cards and Layout Settings, and Save Configuration (seed 000 §2). */
export function CardsEditor({ data, onChange, onSave }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(CardsConfigSchema),
    defaultValues: initialValues(CardsConfigSchema, CARDS_DEFAULTS, data),
    mode: 'onChange',
  });

  return (
    <EditorForm
      form={form}
      label={t('card.form')}
      submit="save-configuration"
      onChange={onChange}
      onSave={onSave}
    >
      <Tabs
        items={[
          {
            key: 'cards',
            label: (
              <EditorTabLabel label={t(CARD_LABELS.cards.label)} control={form.control} names={['cards']} />
            ),
            children: <CardsListEditor form={form} />,
          },
          {
            key: 'layout',
            label: (
              <EditorTabLabel
                label={t(CARD_LABELS.gridSettings.label)}
                control={form.control}
                names={['gridSettings', 'responsive']}
              />
            ),
            children: <CardLayoutSettings control={form.control} />,
          },
        ]}
      />
    </EditorForm>
  );
}
