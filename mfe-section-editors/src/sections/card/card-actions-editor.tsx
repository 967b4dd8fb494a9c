import { Button, Flex, Input } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CardAction } from '@suite/shared/sections';
import { errorMessageAt } from '../section-parts/field-errors';
import { PlainField } from '../section-parts/plain-field';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

const LINK_LABELS = CARD_LABELS.cards.fields.actions;

/** A card's links: label and address each, with Add link and Remove. */
export function CardActionsEditor({
  value,
  onChange,
  error,
}: {
  value: CardAction[];
  onChange: (actions: CardAction[]) => void;
  error?: unknown;
}) {
  const { t } = useSectionEditorsCatalog();
  function update(index: number, patch: Partial<CardAction>) {
    onChange(value.map((action, at) => (at === index ? { ...action, ...patch } : action)));
  }
  return (
    <Flex vertical gap={4}>
      {value.map((action, index) => (
        // Links have no id; their place in the list is their identity.
        <Flex
          key={index}
          gap={8}
          align="flex-start"
          wrap
          role="group"
          aria-label={`${t(LINK_LABELS.item)} ${index + 1}`}
        >
          <PlainField label={t(LINK_LABELS.fields.label)} error={errorMessageAt(error, [index, 'label'])}>
            {(id) => (
              <Input
                id={id}
                value={action.label}
                onChange={(event) => update(index, { label: event.target.value })}
              />
            )}
          </PlainField>
          <PlainField label={t(LINK_LABELS.fields.href)} error={errorMessageAt(error, [index, 'href'])}>
            {(id) => (
              <Input
                id={id}
                value={action.href}
                placeholder="https://…"
                onChange={(event) => update(index, { href: event.target.value })}
              />
            )}
          </PlainField>
          <Button
            danger
            style={{ marginTop: 30 }}
            aria-label={t('card.removeLink', { name: action.label.trim() || index + 1 })}
            onClick={() => onChange(value.filter((_, at) => at !== index))}
          >
            {t('common.actions.remove')}
          </Button>
        </Flex>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...value, { label: '', href: '' }])}
      >
        {t('card.addLink')}
      </Button>
    </Flex>
  );
}
