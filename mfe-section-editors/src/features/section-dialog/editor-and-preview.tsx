import { useState, type CSSProperties, type ReactNode } from 'react';
import { Grid, theme, Typography } from 'antd';
import { Pane, SplitPane, type DividerProps } from 'react-split-pane';
import { useSectionEditorsCatalog } from '../../i18n';

/** The bar between the panes: as thick as this, a line in its middle (the rest is where to grab it). */
const DIVIDER_SIZE = 8;

/** Side by side (a tablet or wider), the panes scroll within the window, the dialog's frame aside. */
const SIDE_BY_SIDE_PANE = {
  padding: '0 16px',
  maxHeight: 'calc(100vh - 160px)',
  overflow: 'auto',
  boxSizing: 'border-box',
} as const;
/** Stacked (a phone), the split is as tall as the window allows, each pane scrolling on its own. */
const STACKED_SPLIT = { height: 'calc(100dvh - 140px)', minHeight: 480 } as const;
const STACKED_PANE = { padding: '8px 0', overflow: 'auto', boxSizing: 'border-box' } as const;

/**
 * The section's editor and its live preview in a resizable split (react-split-pane): side by side
 * from antd's `sm` breakpoint (576 px), the editor 40% (at least 30%) and the preview 60% (at least
 * 40%); on a phone the editor above the preview. Both are the same split, only turned, so crossing
 * the breakpoint (a window resized, a phone rotated) keeps the editor mounted with the form as the
 * user left it. The bar between them is a focusable separator: the arrow keys resize (Shift for
 * larger steps), Home and End give one pane its least or most, Escape puts the sizes back.
 */
export function EditorAndPreview({ editor, preview }: { editor: ReactNode; preview: ReactNode }) {
  const { t } = useSectionEditorsCatalog();
  const screens = Grid.useBreakpoint();
  const sideBySide = Boolean(screens.sm);
  const pane = sideBySide ? SIDE_BY_SIDE_PANE : STACKED_PANE;
  return (
    <SplitPane
      direction={sideBySide ? 'horizontal' : 'vertical'}
      divider={PaneDivider}
      dividerSize={DIVIDER_SIZE}
      style={sideBySide ? undefined : STACKED_SPLIT}
    >
      <Pane defaultSize="40%" minSize="30%" style={pane}>
        {editor}
      </Pane>
      <Pane defaultSize="60%" minSize="40%" style={pane}>
        <section aria-labelledby="section-preview-title">
          <Typography.Title level={5} id="section-preview-title">
            {t('dialog.previewSection')}
          </Typography.Title>
          {preview}
        </section>
      </Pane>
    </SplitPane>
  );
}

/**
 * The separator between the panes, named in the page's language (the library's own says "vertical
 * divider 1" in English): a line in the theme's border colour, outlined while it has the focus.
 */
function PaneDivider({
  direction,
  isDragging,
  disabled,
  onPointerDown,
  onKeyDown,
  currentSize,
  minSize,
  maxSize,
}: DividerProps) {
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const across = direction === 'horizontal';
  const line = isDragging || focused ? token.colorPrimary : token.colorBorderSecondary;
  const middle = (DIVIDER_SIZE - 2) / 2;
  const style: CSSProperties = {
    flex: 'none',
    position: 'relative',
    userSelect: 'none',
    touchAction: 'none',
    cursor: across ? 'col-resize' : 'row-resize',
    ...(across ? { width: DIVIDER_SIZE } : { height: DIVIDER_SIZE }),
    background: `linear-gradient(${across ? 'to right' : 'to bottom'}, transparent ${middle}px, ${line} ${middle}px, ${line} ${middle + 2}px, transparent ${middle + 2}px)`,
    outline: focused ? `2px solid ${token.colorPrimary}` : 'none',
    outlineOffset: -2,
  };
  return (
    // A window splitter (WAI-ARIA's separator widget): focusable, and its keys resize the panes.
    <div
      role="separator"
      aria-orientation={across ? 'vertical' : 'horizontal'}
      aria-label={t('dialog.resizePanes')}
      aria-valuenow={currentSize === undefined ? undefined : Math.round(currentSize)}
      aria-valuemin={minSize === undefined ? undefined : Math.round(minSize)}
      aria-valuemax={maxSize === undefined ? undefined : Math.round(maxSize)}
      tabIndex={disabled ? -1 : 0}
      style={style}
      onPointerDown={disabled ? undefined : onPointerDown}
      onKeyDown={disabled ? undefined : onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
