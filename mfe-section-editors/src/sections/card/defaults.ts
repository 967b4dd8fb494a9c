import type { CardGridSettings, CardItem, CardLayout, CardResponsive, CardsConfig } from '@suite/shared';

/** Seed 000 §9: 12 columns, rows of 150 px, 10 px between cards and inside the grid's edges. */
export const CARD_GRID_DEFAULTS: CardGridSettings = {
  cols: 12,
  rowHeight: 150,
  margin: [10, 10],
  containerPadding: [10, 10],
  compactType: 'vertical',
  allowOverlap: false,
  preventCollision: false,
  isDraggable: true,
  isResizable: true,
};

/** Seed 000 §3 and §9: lg 1200, md 996, sm 768, xs 480, xxs 0 px, with 12, 10, 6, 4 and 2 columns. */
export const CARD_RESPONSIVE_DEFAULTS: CardResponsive = {
  breakpoints: { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 },
  cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
};

/**
 * The width of a new card, in grid cells. The seed's notes disagree (000 §9): "3 cells wide, four
 * per row" or "w 4". Reading kept: 3 wide, so a row of the default 12 columns holds four new cards.
 */
export const NEW_CARD_WIDTH = 3;

/** A new card's size and limits besides its width (seed 000 §9): h 2, minW 2, maxW 6, minH 2, maxH 4. */
export const NEW_CARD_LAYOUT: Omit<CardLayout, 'x' | 'y'> = {
  w: NEW_CARD_WIDTH,
  h: 2,
  minW: 2,
  maxW: 6,
  minH: 2,
  maxH: 4,
};

/** A new card's text and links before the owner writes them. */
export const CARD_ITEM_DEFAULTS: Omit<CardItem, 'id' | 'title' | 'layout'> = {
  description: '',
  image: '',
  actions: [],
};

/** A new cards section: one card, 'Card 1', at the top left, and the seed's grid. */
export const CARDS_DEFAULTS: CardsConfig = {
  cards: [
    { id: 'card-1', title: 'Card 1', ...CARD_ITEM_DEFAULTS, layout: { x: 0, y: 0, ...NEW_CARD_LAYOUT } },
  ],
  gridSettings: CARD_GRID_DEFAULTS,
  responsive: CARD_RESPONSIVE_DEFAULTS,
};
