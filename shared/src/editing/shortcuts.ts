import { useEffect, useRef } from 'react';

/** What the editing shortcuts do; the "Keyboard shortcuts" dialog lists them in this order. */
export type EditingCommand = 'moveUp' | 'moveDown' | 'duplicate' | 'remove' | 'undo' | 'redo' | 'help';

export const EDITING_COMMANDS: readonly EditingCommand[] = [
  'moveUp',
  'moveDown',
  'duplicate',
  'remove',
  'undo',
  'redo',
  'help',
];

/** The keys of a drag by keyboard (`useKeyboardDrag`), listed where a list has it. */
export type DragCommand = 'pickUp' | 'dragMove' | 'dragCancel';

export const DRAG_COMMANDS: readonly DragCommand[] = ['pickUp', 'dragMove', 'dragCancel'];

/** Apple keyboards name the command key ⌘; the others Ctrl. Either key works everywhere. */
function usesCommandKey(): boolean {
  // No navigator outside a browser (Node 20), whatever the DOM's types say.
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** The keys of each command as shown (and, for `aria-keyshortcuts`, as ARIA spells them). */
export function shortcutKeys(command: EditingCommand | DragCommand, mac = usesCommandKey()): string[][] {
  const mod = mac ? '⌘' : 'Ctrl';
  switch (command) {
    case 'moveUp':
      return [['Alt', '↑']];
    case 'moveDown':
      return [['Alt', '↓']];
    case 'duplicate':
      return [[mod, 'D']];
    case 'remove':
      return [['Delete'], ['Backspace']];
    case 'undo':
      return [[mod, 'Z']];
    case 'redo':
      return [
        [mod, 'Shift', 'Z'],
        [mod, 'Y'],
      ];
    case 'help':
      return [['?']];
    case 'pickUp':
      return [['Space'], ['Enter']];
    case 'dragMove':
      return [['↑'], ['↓']];
    case 'dragCancel':
      return [['Escape']];
  }
}

export function ariaKeyShortcuts(command: EditingCommand): string {
  const aria: Record<string, string> = { '↑': 'ArrowUp', '↓': 'ArrowDown', '⌘': 'Meta', Ctrl: 'Control' };
  return shortcutKeys(command)
    .map((keys) => keys.map((key) => aria[key] ?? key).join('+'))
    .join(' ');
}

/** A field, editor or list box where keys type text or pick: the editing shortcuts leave them alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="textbox"], [role="listbox"], [role="slider"]',
    ),
  );
}

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The command a key press asks for, if any. */
export function editingCommand(event: KeyLike): EditingCommand | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.altKey && !mod && !event.shiftKey) {
    if (key === 'arrowup') return 'moveUp';
    if (key === 'arrowdown') return 'moveDown';
    return null;
  }
  if (mod && !event.altKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && !event.shiftKey) return 'redo';
    if (key === 'd' && !event.shiftKey) return 'duplicate';
    return null;
  }
  if (event.altKey) return null;
  if (key === 'delete' || key === 'backspace') return event.shiftKey ? null : 'remove';
  if (event.key === '?') return 'help';
  return null;
}

export interface EditorShortcutHandlers {
  undo: () => void;
  redo: () => void;
  help: () => void;
}

/**
 * Undo, redo and the shortcuts dialog for a whole editor, from anywhere in the page but a text
 * field (where the browser undoes the typing) or another dialog. `capture` is for an editor in a
 * modal dialog: it hears the keys first and keeps them from the page beneath.
 */
export function useEditorShortcuts(
  handlers: EditorShortcutHandlers,
  { enabled = true, capture = false }: { enabled?: boolean; capture?: boolean } = {},
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      const command = editingCommand(event);
      if (command !== 'undo' && command !== 'redo' && command !== 'help') return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // The page's editor does not act beneath a dialog; the dialog's own editor listens in capture.
      if (!capture && event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      event.preventDefault();
      if (capture) event.stopPropagation();
      latest.current[command]();
    }
    document.addEventListener('keydown', onKeyDown, capture);
    return () => document.removeEventListener('keydown', onKeyDown, capture);
  }, [enabled, capture]);
}
