import { useState } from 'react';
import { Button, Flex, theme, Typography } from 'antd';
import Collapse from 'antd/es/collapse';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { CardGridSettingsSchema, type CardsConfig } from '@suite/shared';
import { ListError } from '../section-parts/list-error';
import { InPlaceItemFields } from '../section-parts/item-fields';
import { ListItemButtons } from '../section-parts/list-item-buttons';
import { moveItem } from '../section-parts/list-items';
import { WatchedText } from '../section-parts/watched-text';
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
  const { fields } = useFieldArray({ control, name: 'cards', keyName: 'key' });
  const [openIndex, setOpenIndex] = useState<number | undefined>(0);
  const openKey = openIndex === undefined ? undefined : fields[openIndex]?.key;

  function applyCards(cards: CardsConfig['cards'], open: number | undefined) {
    setValue('cards', cards, CHANGE);
    setOpenIndex(open);
  }

  return (
    <Flex vertical gap={12}>
      <LayoutMap form={form} onPick={setOpenIndex} />
      {fields.length > 0 ? (
        <Collapse
          accordion
          activeKey={openKey === undefined ? [] : [openKey]}
          onChange={(keys) => {
            const index = fields.findIndex((field) => field.key === keys[0]);
            setOpenIndex(index === -1 ? undefined : index);
          }}
          items={fields.map((field, index) => {
            const title = `cards.${index}.title` as const;
            const nameOf = (text: string) => text.trim() || `Card ${index + 1}`;
            return {
              key: field.key,
              label: (
                <WatchedText control={control} name={title}>
                  {nameOf}
                </WatchedText>
              ),
              extra: (
                <WatchedText control={control} name={title}>
                  {(text) => (
                    <ListItemButtons
                      name={nameOf(text)}
                      index={index}
                      count={fields.length}
                      onMove={(from, to) => applyCards(moveItem(getValues('cards'), from, to), to)}
                      onRemove={() => applyCards(removeCard(getValues(), index).cards, undefined)}
                    />
                  )}
                </WatchedText>
              ),
              children: (
                <InPlaceItemFields>
                  <CardFields control={control} index={index} />
                </InPlaceItemFields>
              ),
            };
          })}
        />
      ) : null}
      <ListError control={control} name="cards" />
      <Button
        icon={<PlusOutlined aria-hidden />}
        onClick={() => applyCards(addCard(getValues()).cards, fields.length)}
        style={{ alignSelf: 'flex-start' }}
      >
        Add card
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
  const { token } = theme.useToken();
  const cards = useWatch({ control, name: 'cards' });
  const gridSettings = useWatch({ control, name: 'gridSettings' });
  // While a setting is being typed (an empty number), the map keeps to what can be drawn.
  const drawable = CardGridSettingsSchema.safeParse(gridSettings);
  const placed = drawableCards(cards);
  if (!drawable.success || placed.length === 0) return null;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        Layout: drag a card to move it, drag its lower right corner to resize it.
      </Typography.Text>
      <div style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
        <LazyCardGrid
          label="Card layout"
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
