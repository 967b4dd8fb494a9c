import { useState } from 'react';
import { Button, Flex, theme, Typography } from 'antd';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { CardGridSettingsSchema, type CardsConfig } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';
import { ListError } from '../section-parts/list-error';
import { ItemCollapseList } from '../section-parts/item-collapse-list';
import { moveItem } from '../section-parts/list-items';
import { CardFields } from './card-fields';
import { addCard, changedLayouts, drawableCards, removeCard } from './card-list';
import { LazyCardGrid } from './lazy-card-grid';

type CardsForm = UseFormReturn<CardsConfig, unknown, CardsConfig>;

const CHANGE = { shouldDirty: true, shouldValidate: true } as const;
/** The editor's grid is a map of the layout: short rows keep it on screen; sizes are in cells. */
const MAP_ROW_HEIGHT = 48;

/** The Cards tab: the layout grid (drag, resize), then one collapsible form per card, and Add card. */
export function CardsListEditor({ form }: { form: CardsForm }) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  const { fields } = useFieldArray({ control, name: 'cards', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);

  function applyCards(cards: CardsConfig['cards'], open: number | undefined) {
    setValue('cards', cards, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <LayoutMap form={form} onPick={setOpenIndex} />
      <ItemCollapseList
        form={form}
        keys={fields.map((field) => field.key)}
        openIndex={openIndex}
        onOpen={setOpenIndex}
        titleField={(index) => `cards.${index}.title`}
        fallbackName={(index) => `Card ${index + 1}`}
        onMove={(from, to) => applyCards(moveItem(getValues('cards'), from, to), to)}
        onRemove={(index) => applyCards(removeCard(getValues(), index).cards, undefined)}
      >
        {(index) => <CardFields control={control} index={index} />}
      </ItemCollapseList>
      <ListError control={control} name="cards" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => applyCards(addCard(getValues()).cards, fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('list.addCard')}
      </Button>
    </Flex>
  );
}

/**
 * The cards on the real grid (react-grid-layout), small: dragging a card or its corner writes its
 * new place and size back into the form, and clicking a card opens its fields.
 */
function LayoutMap({ form, onPick }: { form: CardsForm; onPick: (index: number) => void }) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const cards = useWatch({ control, name: 'cards' });
  const gridSettings = useWatch({ control, name: 'gridSettings' });
  // While a setting is being typed (an empty number), the map keeps to what can be drawn.
  const drawable = CardGridSettingsSchema.safeParse(gridSettings);
  const placed = drawableCards(cards);
  if (!drawable.success || placed.length === 0) return null;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('list.layoutHint')}</Typography.Text>
      <div style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
        <LazyCardGrid
          label={t('list.cardLayout')}
          editable
          cards={placed}
          gridSettings={drawable.data}
          rowHeight={MAP_ROW_HEIGHT}
          onLayoutChange={(cells) => {
            for (const { index, layout } of changedLayouts(getValues('cards'), cells)) {
              setValue(`cards.${index}.layout`, layout, CHANGE);
            }
          }}
          renderCard={(card) => (
            <Flex
              align="center"
              gap={6}
              onClick={() => onPick(cards.findIndex((candidate) => candidate.id === card.id))}
              style={{
                height: '100%',
                padding: '0 8px',
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusSM,
                cursor: gridSettings.isDraggable ? 'move' : 'pointer',
                overflow: 'hidden',
              }}
            >
              <HolderOutlined aria-hidden />
              <Typography.Text ellipsis>{card.title || card.id}</Typography.Text>
            </Flex>
          )}
        />
      </div>
    </Flex>
  );
}
