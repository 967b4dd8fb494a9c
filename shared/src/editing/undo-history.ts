import { useSyncExternalStore } from 'react';

/** Steps kept to undo (issue 19 asks for at least 50). */
export const UNDO_LIMIT = 100;
/** Changes of the same field closer together than this are one step: a word typed is undone at once. */
export const MERGE_WITHIN_MS = 1000;

export interface UndoState {
  canUndo: boolean;
  canRedo: boolean;
}

interface PushOptions {
  /**
   * What the change touched (a field's name). A change of the same target within MERGE_WITHIN_MS of
   * the previous one joins its step instead of making a new one.
   */
  target?: string;
  /** The time of the change, for tests; `Date.now()` otherwise. */
  now?: number;
}

/**
 * The history of one edited value: what it was before each change (to undo) and after each undo (to
 * redo). It holds the value as it now stands; the screen follows it (`useUndoValue`) or is told of
 * each undo and redo (a form restored to the value they return).
 */
export interface UndoHistory<T> {
  present: () => T;
  /** The value changed: the old one can be undone to; what was undone can no longer be redone. */
  push: (next: T, options?: PushOptions) => void;
  /** The value before the last change, now the present; undefined when there is nothing to undo. */
  undo: () => T | undefined;
  /** The value the last undo left, again the present; undefined when there is nothing to redo. */
  redo: () => T | undefined;
  /** Starts over from `value` with nothing to undo or redo (the value was saved, or discarded). */
  reset: (value: T) => void;
  state: () => UndoState;
  subscribe: (listener: () => void) => () => void;
}

export function createUndoHistory<T>(initial: T, limit = UNDO_LIMIT): UndoHistory<T> {
  // Each value in a box of its own, so that a history of values that may be undefined still tells
  // an empty list from a value.
  let past: { value: T }[] = [];
  let present = initial;
  let future: { value: T }[] = [];
  let last: { target: string; at: number } | null = null;
  let state: UndoState = { canUndo: false, canRedo: false };
  const listeners = new Set<() => void>();

  function changed() {
    const next = { canUndo: past.length > 0, canRedo: future.length > 0 };
    if (next.canUndo !== state.canUndo || next.canRedo !== state.canRedo) state = next;
    for (const listener of listeners) listener();
  }

  return {
    present: () => present,
    push(next, { target, now = Date.now() } = {}) {
      if (Object.is(next, present)) return;
      const joins = target !== undefined && last?.target === target && now - last.at < MERGE_WITHIN_MS;
      if (!joins || past.length === 0) past = [...past, { value: present }].slice(-limit);
      present = next;
      future = [];
      last = target === undefined ? null : { target, at: now };
      changed();
    },
    undo() {
      const previous = past.at(-1);
      if (!previous) return undefined;
      past = past.slice(0, -1);
      future = [{ value: present }, ...future];
      present = previous.value;
      last = null;
      changed();
      return present;
    },
    redo() {
      const [next, ...rest] = future;
      if (!next) return undefined;
      future = rest;
      past = [...past, { value: present }].slice(-limit);
      present = next.value;
      last = null;
      changed();
      return present;
    },
    reset(value) {
      past = [];
      future = [];
      present = value;
      last = null;
      changed();
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What tells whether a history has something to undo and to redo, whatever it holds. */
export type UndoStateSource = Pick<UndoHistory<unknown>, 'state' | 'subscribe'>;

/** Whether the history has something to undo and to redo; re-renders only when that changes. */
export function useUndoState(history: UndoStateSource): UndoState {
  return useSyncExternalStore(history.subscribe, history.state);
}

/** The history's present value; re-renders on every change, undo and redo. */
export function useUndoValue<T>(history: UndoHistory<T>): T {
  return useSyncExternalStore(history.subscribe, history.present);
}
