// react-grid-layout and its stylesheet live in this module only, which the cards editor and renderer
// load on demand (lazy-card-grid.ts): no other screen pays for them.
import 'react-grid-layout/css/styles.css';
import type { KeyboardEvent, ReactNode } from 'react';
import {
  cloneLayout,
  getAllCollisions,
  getCompactor,
  getLayoutItem,
  GridLayout,
  moveElement,
  ResponsiveGridLayout,
  useContainerWidth,
  type EventCallback,
  type Layout,
} from 'react-grid-layout';
import type { CardGridSettings, CardItem, CardResponsive } from '@suite/shared/sections';
import type { GridCell } from './card-list';

export interface CardGridProps {
  cards: readonly CardItem[];
  gridSettings: CardGridSettings;
  /** The grid at each screen width; the editor's grid leaves it out and edits the grid of record. */
  responsive?: CardResponsive;
  /** Height of a row in px, when it differs from the configured one (the editor's compact map). */
  rowHeight?: number;
  /** Cards can be dragged and resized (the editor); a visitor's grid stays still. */
  editable?: boolean;
  /** After a drag or a resize: every cell's new place and size. */
  onLayoutChange?: (cells: readonly GridCell[]) => void;
  /**
   * Draws a card. In an editable grid `onGridKey` is for the card's focusable element: the arrow
   * keys move the card one cell, Shift and the arrow keys resize it.
   */
  renderCard: (card: CardItem, onGridKey?: (event: KeyboardEvent) => void) => ReactNode;
  /** Names the grid for assistive technology. */
  label: string;
}

/** One cell's step per arrow key: columns to the right, rows down. */
const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Whether a card moves (or resizes) in the editor, as react-grid-layout decides for the mouse: the
 * card's own yes or no wins; without one, the grid's setting, unless the card is static.
 */
function cardAllows(own: boolean | undefined, isStatic: boolean | undefined, grid: boolean): boolean {
  return own ?? (!isStatic && grid);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * The grid after the keyboard moved a card one cell (an arrow key) or resized it by one cell (Shift and
 * an arrow key), as a drag or a resize would leave it: the cards it meets pushed away, the grid
 * compacted, nothing moved where the settings or the card forbid it. Null when nothing changes.
 */
function keyedLayout(
  layout: Layout,
  id: string,
  key: string,
  resize: boolean,
  settings: CardGridSettings,
): Layout | null {
  const step = ARROW_STEPS[key];
  const current = getLayoutItem(layout, id);
  if (!step || !current) return null;
  const [dx, dy] = step;
  const { cols } = settings;
  const compactor = getCompactor(settings.compactType, settings.allowOverlap, settings.preventCollision);
  const next = cloneLayout(layout);
  const item = getLayoutItem(next, id);
  if (!item) return null;
  if (resize) {
    if (!cardAllows(item.isResizable, item.static, settings.isResizable)) return null;
    const w = clamp(item.w + dx, Math.max(1, item.minW ?? 1), Math.min(item.maxW ?? cols, cols - item.x));
    const h = clamp(item.h + dy, Math.max(1, item.minH ?? 1), item.maxH ?? Number.MAX_SAFE_INTEGER);
    if (w === item.w && h === item.h) return null;
    item.w = w;
    item.h = h;
    // As a resize with Prevent collision on: a card that would cover another keeps its size.
    if (settings.preventCollision && !settings.allowOverlap && getAllCollisions(next, item).length > 0) {
      return null;
    }
  } else {
    if (!cardAllows(item.isDraggable, item.static, settings.isDraggable)) return null;
    const x = clamp(item.x + dx, 0, Math.max(0, cols - item.w));
    const y = Math.max(0, item.y + dy);
    if (x === item.x && y === item.y) return null;
    const moved = moveElement(
      next,
      item,
      x,
      y,
      true,
      settings.preventCollision,
      settings.compactType,
      cols,
      settings.allowOverlap,
    );
    return compactor.compact(moved, cols);
  }
  return compactor.compact(next, cols);
}

/** Cards on react-grid-layout's grid, each in its configured cell, laid out as the settings say. */
export function CardGrid({
  cards,
  gridSettings,
  responsive,
  rowHeight = gridSettings.rowHeight,
  editable = false,
  onLayoutChange,
  renderCard,
  label,
}: CardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  // A card's own "can be moved" wins over the grid's in react-grid-layout, so a visitor's grid drops
  // it: only the editor moves cards.
  const layout: Layout = cards.map((card) =>
    editable
      ? { i: card.id, ...card.layout }
      : { i: card.id, ...card.layout, isDraggable: false, isResizable: false },
  );
  const compactor = getCompactor(
    gridSettings.compactType,
    gridSettings.allowOverlap,
    gridSettings.preventCollision,
  );
  // The grid's own switch is the default for a card that says nothing; with it off in the editor a
  // card that says yes still moves.
  const dragConfig = { enabled: editable && gridSettings.isDraggable };
  const resizeConfig = { enabled: editable && gridSettings.isResizable };
  const report: EventCallback = (next) => onLayoutChange?.(next);
  // The editor's cards move with the arrow keys and resize with Shift and the arrow keys, too.
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (!ARROW_STEPS[event.key]) return;
    event.preventDefault();
    const next = keyedLayout(layout, id, event.key, event.shiftKey, gridSettings);
    if (next) onLayoutChange?.(next);
  };
  const children = cards.map((card) => (
    <div key={card.id} data-card-id={card.id}>
      {renderCard(card, editable ? onKey(card.id) : undefined)}
    </div>
  ));

  return (
    <div ref={containerRef} role="region" aria-label={label}>
      {!mounted ? null : responsive ? (
        <ResponsiveGridLayout
          width={width}
          breakpoints={responsive.breakpoints}
          // The widest size has the grid's Columns, which the editor's map and new cards follow too;
          // the narrower sizes have the responsive table's.
          cols={{ ...responsive.cols, lg: gridSettings.cols }}
          // The cards' layout is the widest size's; narrower sizes are derived from it.
          layouts={{ lg: layout }}
          rowHeight={rowHeight}
          margin={gridSettings.margin}
          containerPadding={gridSettings.containerPadding}
          compactor={compactor}
          dragConfig={dragConfig}
          resizeConfig={resizeConfig}
          onDragStop={report}
          onResizeStop={report}
        >
          {children}
        </ResponsiveGridLayout>
      ) : (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: gridSettings.cols,
            rowHeight,
            margin: gridSettings.margin,
            containerPadding: gridSettings.containerPadding,
          }}
          compactor={compactor}
          dragConfig={dragConfig}
          resizeConfig={resizeConfig}
          onDragStop={report}
          onResizeStop={report}
        >
          {children}
        </GridLayout>
      )}
    </div>
  );
}
