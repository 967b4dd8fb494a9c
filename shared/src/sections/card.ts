import * as z from 'zod/v4';
import {
  checkUniqueIds,
  numberBetween,
  OptionalHttpUrlSchema,
  SECTION_CONTENT_MAX_LENGTH,
} from './section-parts';
import { atLeast, atMost, atMostChars, coded, validationMessage } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';

export const CARD_COLS_MIN = 1;
export const CARD_COLS_MAX = 24;
/**
 * The seed gives two minimums for the row height (000 §5: "rowHeight >= 10 in the schema while the
 * input minimum is 50 (both readings stand)"). Reading kept: both, each where the seed puts it. The
 * schema accepts 10 and more, so a saved section with a row height of 10-49 stays valid and renders
 * as saved; the editor's input does not go below 50, so a row height the owner types is at least 50.
 */
export const CARD_ROW_HEIGHT_MIN = 10;
export const CARD_ROW_HEIGHT_INPUT_MIN = 50;

/** The grid's sizes by name, widest first, as react-grid-layout takes them. */
export const CARD_BREAKPOINT_NAMES = ['lg', 'md', 'sm', 'xs', 'xxs'] as const;
export type CardBreakpointName = (typeof CARD_BREAKPOINT_NAMES)[number];
export const CARD_COMPACT_TYPES = ['vertical', 'horizontal'] as const;

const gridUnit = (min: number) => numberBetween(min, 1000, { integer: true });
const pixels = numberBetween(0, 200, { integer: true });

/** Where a card sits on the grid, in grid cells (react-grid-layout's layout item). */
export const CardLayoutSchema = z
  .object({
    x: gridUnit(0),
    y: gridUnit(0),
    w: gridUnit(1),
    h: gridUnit(1),
    minW: gridUnit(1).optional(),
    maxW: gridUnit(1).optional(),
    minH: gridUnit(1).optional(),
    maxH: gridUnit(1).optional(),
    /** Never moved nor resized, and the other cards flow around it. */
    static: z.boolean().optional(),
    isDraggable: z.boolean().optional(),
    isResizable: z.boolean().optional(),
  })
  .superRefine(({ minW, maxW, minH, maxH }, context) => {
    if (minW !== undefined && maxW !== undefined && minW > maxW) {
      context.addIssue({ code: 'custom', message: validationMessage('atLeastMinWidth'), path: ['maxW'] });
    }
    if (minH !== undefined && maxH !== undefined && minH > maxH) {
      context.addIssue({ code: 'custom', message: validationMessage('atLeastMinHeight'), path: ['maxH'] });
    }
  });
export type CardLayout = z.infer<typeof CardLayoutSchema>;

export const CardActionSchema = z.object({
  label: requiredText(80, coded('actionLabelRequired')),
  href: OptionalHttpUrlSchema,
});
export type CardAction = z.infer<typeof CardActionSchema>;

export const CardItemSchema = z.object({
  id: requiredText(100, coded('idRequired')),
  title: requiredText(200, coded('titleRequired')),
  description: z.string().trim().max(SECTION_CONTENT_MAX_LENGTH, atMostChars(SECTION_CONTENT_MAX_LENGTH)),
  image: OptionalHttpUrlSchema,
  actions: z.array(CardActionSchema),
  layout: CardLayoutSchema,
});
export type CardItem = z.infer<typeof CardItemSchema>;

const pair = z.tuple([pixels, pixels]);

export const CardGridSettingsSchema = z.object({
  cols: numberBetween(CARD_COLS_MIN, CARD_COLS_MAX, { integer: true }),
  rowHeight: z
    .number(coded('number'))
    .int(coded('wholeNumber'))
    .min(CARD_ROW_HEIGHT_MIN, atLeast(CARD_ROW_HEIGHT_MIN))
    .max(2000, atMost(2000)),
  /** [horizontal, vertical] pixels between cards. */
  margin: pair,
  /** [horizontal, vertical] pixels inside the grid's edges. */
  containerPadding: pair,
  /** Which way cards float to fill gaps; null leaves them where they are put. */
  compactType: z.enum(CARD_COMPACT_TYPES).nullable(),
  allowOverlap: z.boolean(),
  preventCollision: z.boolean(),
  isDraggable: z.boolean(),
  isResizable: z.boolean(),
});
export type CardGridSettings = z.infer<typeof CardGridSettingsSchema>;

const byBreakpoint = (value: z.ZodNumber) =>
  z.object({ lg: value, md: value, sm: value, xs: value, xxs: value });

/**
 * The grid at each screen width: from which width (pixels) each size applies, and its columns. The
 * widest size (lg) has the grid's own Columns (`gridSettings.cols`, which the editor's map and new
 * cards follow), so `cols.lg` is not read; it stays in the shape for the sections saved with it.
 */
export const CardResponsiveSchema = z
  .object({
    breakpoints: byBreakpoint(numberBetween(0, 10_000, { integer: true })),
    cols: byBreakpoint(numberBetween(CARD_COLS_MIN, CARD_COLS_MAX, { integer: true })),
  })
  .superRefine(({ breakpoints }, context) => {
    CARD_BREAKPOINT_NAMES.forEach((name, index) => {
      const wider = CARD_BREAKPOINT_NAMES[index - 1];
      if (wider !== undefined && breakpoints[name] >= breakpoints[wider]) {
        context.addIssue({
          code: 'custom',
          message: validationMessage('lessThanWidth', { name: wider }),
          path: ['breakpoints', name],
        });
      }
    });
  });
export type CardResponsive = z.infer<typeof CardResponsiveSchema>;

export const CardsConfigSchema = z
  .object({
    cards: z.array(CardItemSchema).min(1, coded('atLeastOneCard')),
    gridSettings: CardGridSettingsSchema,
    responsive: CardResponsiveSchema.optional(),
  })
  .superRefine(({ cards }, context) => {
    checkUniqueIds(cards, 'cards', validationMessage('cardIdsUnique'), context);
  });
export type CardsConfig = z.infer<typeof CardsConfigSchema>;

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
