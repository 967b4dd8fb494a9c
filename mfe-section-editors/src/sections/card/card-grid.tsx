// react-grid-layout and its stylesheet live in this module only, which the cards editor and renderer
// load on demand (lazy-card-grid.ts): no other screen pays for them.
import 'react-grid-layout/css/styles.css';
import type { ReactNode } from 'react';
import {
  getCompactor,
  GridLayout,
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
  renderCard: (card: CardItem) => ReactNode;
  /** Names the grid for assistive technology. */
  label: string;
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
  const layout: Layout = cards.map((card) => ({ i: card.id, ...card.layout }));
  const compactor = getCompactor(
    gridSettings.compactType,
    gridSettings.allowOverlap,
    gridSettings.preventCollision,
  );
  const dragConfig = { enabled: editable && gridSettings.isDraggable };
  const resizeConfig = { enabled: editable && gridSettings.isResizable };
  const report: EventCallback = (next) => onLayoutChange?.(next);
  const children = cards.map((card) => (
    <div key={card.id} data-card-id={card.id}>
      {renderCard(card)}
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
