import { useId } from 'react';
import { Flex, theme, Typography } from 'antd';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CardGridSettingsSchema, type CardsConfig } from '@suite/shared/sections';
import { useSectionEditorsCatalog } from '../../i18n';
import { FORM_CHANGE } from '../../section-kit/editor/editor-form';
import { changedLayouts, drawableCards } from './card-list';
import { LazyCardGrid } from './lazy-card-grid';

type CardsForm = UseFormReturn<CardsConfig, unknown, CardsConfig>;

/** The editor's grid is a map of the layout: short rows keep it on screen; sizes are in cells. */
const MAP_ROW_HEIGHT = 48;

/**
 * The cards on the real grid (react-grid-layout), small: dragging a card or its corner writes its
 * new place and size back into the form, and clicking a card opens its fields. With the keyboard,
 * each card is a button: Enter opens its fields, the arrow keys move it and Shift with the arrow
 * keys resizes it (card-grid.tsx), and its name says where it is.
 */
export function LayoutMap({ form, onPick }: { form: CardsForm; onPick: (index: number) => void }) {
  const { control, getValues, setValue } = form;
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const hintId = useId();
  const cards = useWatch({ control, name: 'cards' });
  const gridSettings = useWatch({ control, name: 'gridSettings' });
  // While a setting is being typed (an empty number), the map keeps to what can be drawn.
  const drawable = CardGridSettingsSchema.safeParse(gridSettings);
  const placed = drawableCards(cards);
  if (!drawable.success || placed.length === 0) return null;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" id={hintId}>
        {t('list.layoutHint')}
      </Typography.Text>
      <div style={{ background: token.colorFillQuaternary, borderRadius: token.borderRadius }}>
        <LazyCardGrid
          label={t('list.cardLayout')}
          editable
          cards={placed}
          gridSettings={drawable.data}
          rowHeight={MAP_ROW_HEIGHT}
          onLayoutChange={(cells) => {
            for (const { index, layout } of changedLayouts(getValues('cards'), cells)) {
              setValue(`cards.${index}.layout`, layout, FORM_CHANGE);
            }
          }}
          renderCard={(card, onGridKey) => (
            <Flex
              align="center"
              gap={6}
              role="button"
              tabIndex={0}
              aria-label={t('list.cardOnMap', {
                title: card.title || card.id,
                column: card.layout.x + 1,
                row: card.layout.y + 1,
                width: card.layout.w,
                height: card.layout.h,
              })}
              aria-describedby={hintId}
              onClick={() => onPick(cards.findIndex((candidate) => candidate.id === card.id))}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return onGridKey?.(event);
                event.preventDefault();
                onPick(cards.findIndex((candidate) => candidate.id === card.id));
              }}
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
