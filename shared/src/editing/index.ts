// `@suite/shared/editing`: keyboard-first editing for the editors (issue 19, ADR 0017) — an undo
// history, the editing shortcuts, drag and drop by keyboard, the "Keyboard shortcuts" dialog and
// live announcements. An entry of its own, so only the apps that edit load it.
export { useEditingAnnouncer } from './announce';
export { KeyboardDragInstructions, useKeyboardDrag } from './keyboard-drag';
export { KeyboardShortcutsButton, KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog';
export { editingCommand, isTypingTarget, useEditorShortcuts } from './shortcuts';
export { UndoRedoButtons } from './undo-redo-buttons';
export { createUndoHistory, useUndoValue, type UndoHistory } from './undo-history';
