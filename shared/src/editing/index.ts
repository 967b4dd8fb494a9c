// `@suite/shared/editing`: keyboard-first editing for the editors (issue 19) — an undo history,
// the editing shortcuts, the "Keyboard shortcuts" dialog and live announcements. An entry of its
// own, so only the apps that edit load it.
export { useEditingAnnouncer, type EditingAnnouncer } from './announce';
export { useEditingCatalog } from './catalog';
export { KeyboardShortcutsButton, KeyboardShortcutsDialog } from './keyboard-shortcuts-dialog';
export {
  editingCommand,
  isTypingTarget,
  useEditorShortcuts,
  type EditingCommand,
  type ItemCommand,
} from './shortcuts';
export { UndoRedoButtons } from './undo-redo-buttons';
export {
  createUndoHistory,
  useUndoState,
  useUndoValue,
  type PushOptions,
  type UndoHistory,
} from './undo-history';
