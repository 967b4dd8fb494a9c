import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex } from 'antd';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  createUndoHistory,
  KeyboardShortcutsButton,
  KeyboardShortcutsDialog,
  UndoRedoButtons,
  useEditingAnnouncer,
  useEditorShortcuts,
} from '@suite/shared/editing';

/**
 * Undo and redo for a section editor's form (issue 19): every change since the dialog opened, as
 * buttons and as Ctrl/⌘+Z and Ctrl/⌘+Shift+Z (heard before the page beneath the dialog), with `?`
 * for the shortcuts. The changes made together (one click that sets several fields) are one step;
 * the keys typed into one field in a row are one step too; each click of a button is a step.
 */
export function FormHistoryBar<Values extends FieldValues, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const announcer = useEditingAnnouncer();
  const history = useMemo(() => createUndoHistory<Values>(structuredClone(form.getValues())), [form]);
  const restoring = useRef(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  useEffect(() => {
    // What the changes of this task touched: the fields, and whether each was typed or picked in a
    // field (a `change` event) rather than set by a button (a list's Add, Move, Duplicate).
    let batch: { names: Set<string>; typed: boolean } | null = null;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (restoring.current) return;
        const typed = type === 'change';
        if (batch) {
          batch.names.add(name ?? '');
          batch.typed &&= typed;
          return;
        }
        batch = { names: new Set([name ?? '']), typed };
        queueMicrotask(() => {
          const names = [...(batch?.names ?? [])];
          const joinable = batch?.typed === true && names.length === 1 && names[0];
          batch = null;
          history.push(structuredClone(form.getValues()), { target: joinable ? names[0] : undefined });
        });
      },
    });
    return unsubscribe;
  }, [form, history]);

  function restore(values: Values | undefined, said: () => void) {
    if (values === undefined) return;
    restoring.current = true;
    try {
      form.reset(structuredClone(values), { keepDefaultValues: true });
    } finally {
      restoring.current = false;
    }
    said();
  }
  const undo = () => restore(history.undo(), announcer.undone);
  const redo = () => restore(history.redo(), announcer.redone);
  useEditorShortcuts({ undo, redo, help: () => setShortcutsOpen(true) }, { capture: true });

  return (
    <Flex justify="flex-end" gap={8} style={{ marginBottom: 12 }}>
      <UndoRedoButtons history={history} onUndo={undo} onRedo={redo} />
      <KeyboardShortcutsButton onClick={() => setShortcutsOpen(true)} />
      <KeyboardShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </Flex>
  );
}
