import { useState, type KeyboardEvent } from 'react';
import { useEditingAnnouncer } from './announce';
import { useEditingCatalog } from './catalog';

/** An item picked up with the keyboard: where it was, and where it would be dropped now. */
interface LiftedItem {
  from: number;
  to: number;
}

export interface KeyboardDragOptions {
  /** How many items the list holds. */
  count: number;
  /** An item's name as the announcements say it. */
  nameOf: (index: number) => string;
  /** Puts the item picked up at `from` at `to` (called only when they differ). */
  onDrop: (from: number, to: number) => void;
  /** Moves the focus to the item drawn at `position`, once the list is drawn with `lifted`. */
  focus: (position: number, lifted: LiftedItem | null) => void;
}

export interface KeyboardDrag {
  /** The item picked up, if any: the list draws it at `to` until it is dropped or put back. */
  lifted: LiftedItem | null;
  /** A key pressed on the item drawn at `position`: true when the drag used it (and no one else may). */
  onKeyDown: (position: number, event: KeyboardEvent<HTMLElement>) => boolean;
  /** Puts a picked-up item back where it was (the focus left the list, a pointer took over). */
  cancel: () => void;
}

const isPlain = (event: KeyboardEvent<HTMLElement>) =>
  !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
const isPickKey = (event: KeyboardEvent<HTMLElement>) => event.key === ' ' || event.key === 'Enter';

/**
 * Drag and drop by keyboard, as dnd-kit's keyboard sensor does it: Space or Enter on a focused item
 * picks it up, ↑/↓ move it, Space or Enter drops it (one change), Escape puts it back; each step is
 * announced in the page's live region, and the focus stays on the item as it moves.
 */
export function useKeyboardDrag({ count, nameOf, onDrop, focus }: KeyboardDragOptions): KeyboardDrag {
  const announcer = useEditingAnnouncer();
  const [lifted, setLifted] = useState<LiftedItem | null>(null);

  function putBack(item: LiftedItem) {
    setLifted(null);
    announcer.putBack(nameOf(item.from), item.from + 1, count);
  }

  function onKeyDown(position: number, event: KeyboardEvent<HTMLElement>): boolean {
    if (!lifted) {
      // On the item itself only: Space and Enter on one of its buttons press the button.
      if (!isPlain(event) || !isPickKey(event) || event.target !== event.currentTarget) return false;
      setLifted({ from: position, to: position });
      announcer.pickedUp(nameOf(position), position + 1, count);
      return true;
    }
    // Tab leaves the list, which puts the item back (`cancel` on blur).
    if (event.key === 'Tab') return false;
    const name = nameOf(lifted.from);
    if (isPlain(event) && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      const to = Math.min(count - 1, Math.max(0, lifted.to + (event.key === 'ArrowUp' ? -1 : 1)));
      if (to !== lifted.to) {
        const next = { ...lifted, to };
        setLifted(next);
        announcer.moved(name, to + 1, count);
        focus(to, next);
      }
    } else if (isPlain(event) && isPickKey(event)) {
      setLifted(null);
      if (lifted.to !== lifted.from) onDrop(lifted.from, lifted.to);
      announcer.dropped(name, lifted.to + 1, count);
    } else if (event.key === 'Escape') {
      putBack(lifted);
      focus(lifted.from, null);
    }
    // While an item is up no other key acts on the list (no shortcut edits a list in motion).
    return true;
  }

  return {
    lifted,
    onKeyDown,
    cancel: () => {
      if (lifted) putBack(lifted);
    },
  };
}

/**
 * What a list's draggable items point to (`aria-describedby`): how to move one by keyboard, read by
 * screen readers (hidden text is still a description).
 */
export function KeyboardDragInstructions({ id }: { id: string }) {
  const { t } = useEditingCatalog();
  return (
    <p id={id} hidden>
      {t('dragInstructions')}
    </p>
  );
}
