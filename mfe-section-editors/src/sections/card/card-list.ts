import { CardLayoutSchema, type CardItem, type CardLayout, type CardsConfig } from '@suite/shared/sections';
import { moveItem, newItemId, nextItemName } from '../../section-kit/lists/list-items';
import { CARD_ITEM_DEFAULTS, NEW_CARD_LAYOUT } from './defaults';
import { FORM_CHANGE } from '../../section-kit/editor/editor-form';
import type { CollapsibleList } from '../../section-kit/lists/collapsible-list-editor';

/**
 * Where a new card goes: 3 cells wide (four to a row of 12), after the cards already placed — the
 * next slot of the row sequence, under the lowest card — so the grid's compaction lifts it into the
 * first gap of its column.
 */
export function newCardLayout(cards: readonly CardItem[], cols: number): CardLayout {
  const w = Math.min(NEW_CARD_LAYOUT.w, cols);
  const perRow = Math.max(1, Math.floor(cols / w));
  const bottom = cards.reduce((lowest, card) => Math.max(lowest, card.layout.y + card.layout.h), 0);
  return {
    ...NEW_CARD_LAYOUT,
    w,
    minW: Math.min(NEW_CARD_LAYOUT.minW ?? w, w),
    x: (cards.length % perRow) * w,
    y: bottom,
  };
}

/** A new card: a generated id, the name 'Card N' and the new-card layout. */
function createCard(config: CardsConfig): CardItem {
  return {
    ...CARD_ITEM_DEFAULTS,
    id: newItemId('card', config.cards),
    title: nextItemName(
      'Card',
      config.cards.map((card) => card.title),
    ),
    layout: newCardLayout(config.cards, config.gridSettings.cols),
  };
}

export function addCard(config: CardsConfig): CardsConfig {
  return { ...config, cards: [...config.cards, createCard(config)] };
}

export function removeCard(config: CardsConfig, index: number): CardsConfig {
  return { ...config, cards: config.cards.filter((_, at) => at !== index) };
}

function moveCard(config: CardsConfig, from: number, to: number): CardsConfig {
  return { ...config, cards: moveItem(config.cards, from, to) };
}

/** The Cards tab's list: its cards by title. */
export const CARD_LIST: CollapsibleList<CardsConfig> = {
  name: 'cards',
  titleField: (index) => `cards.${index}.title`,
  fallbackName: (index) => `Card ${index + 1}`,
  add: addCard,
  move: moveCard,
  remove: removeCard,
  apply: (form, next) => form.setValue('cards', next.cards, FORM_CHANGE),
};

/** One cell of react-grid-layout's layout, as its drag and resize callbacks report it. */
export interface GridCell {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The cards whose place or size the grid changed (after a drag or a resize), with their new layout:
 * position and size written back, limits and flags kept.
 */
export function changedLayouts(
  cards: readonly CardItem[],
  grid: readonly GridCell[],
): { index: number; layout: CardLayout }[] {
  const cells = new Map(grid.map((cell) => [cell.i, cell]));
  return cards.flatMap((card, index) => {
    const cell = cells.get(card.id);
    if (!cell) return [];
    const { x, y, w, h } = cell;
    const same = card.layout.x === x && card.layout.y === y && card.layout.w === w && card.layout.h === h;
    return same ? [] : [{ index, layout: { ...card.layout, x, y, w, h } }];
  });
}

/**
 * The cards the editor's grid can draw while the form is being edited: those with an id not taken
 * by an earlier card and a complete layout (a number being typed may be empty for a moment).
 */
export function drawableCards(cards: readonly CardItem[]): CardItem[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const id = card.id.trim();
    if (id === '' || seen.has(id) || !CardLayoutSchema.safeParse(card.layout).success) return false;
    seen.add(id);
    return true;
  });
}
