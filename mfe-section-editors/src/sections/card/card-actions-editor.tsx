import { Button, Flex } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { CardAction } from '@suite/shared/sections';
import { LinkFields } from '../../section-kit/actions/link-fields';
import { patchItem } from '../../section-kit/lists/list-items';
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
          <LinkFields
            entry={action}
            index={index}
            error={error}
            labels={LINK_LABELS.fields}
            onChange={(patch) => onChange(patchItem(value, index, patch))}
          />
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
