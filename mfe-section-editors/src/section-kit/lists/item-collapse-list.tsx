import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Collapse from 'antd/es/collapse';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { FieldPath, FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { editingCommand, isTypingTarget, useEditingAnnouncer } from '@suite/shared/editing';
import { InPlaceItemFields } from './item-fields';
import { ListItemButtonNames, ListItemButtons } from './list-item-buttons';
import { WatchedText } from './watched-text';
import { ItemErrorMark } from './item-error-mark';

/** An item's header toggle: its title, antd's role="button" span (`collapsible="header"`). */
const ITEM_TOGGLE = '.ant-collapse-title[role="button"]';

export interface ItemCollapseListProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, Values>;
  /** The list's field (`steps`): an item with an error inside is marked in its header. */
  name: FieldPath<Values>;
  /** The items' stable keys, in order (useFieldArray's `fields`). */
  keys: readonly string[];
  /** The open item (one at a time), or none. */
  openIndex: number | undefined;
  onOpen: (index: number | undefined) => void;
  /** The text field that names an item in its header: `steps.2.label`. */
  titleField: (index: number) => FieldPathByValue<Values, string>;
  /** What an item with a blank title is called: "Step 3". */
  fallbackName: (index: number) => string;
  onMove: (from: number, to: number) => void;
  /**
   * Offered where the list has Duplicate (accordions, steps): duplicates the item, and answers where
   * its copy went (after it, or at the end), where the keyboard's focus goes.
   */
  onDuplicate?: (index: number) => number;
  onRemove: (index: number) => void;
  /** Why Remove is disabled, when it is (tabs keep at least one). */
  removeDisabledReason?: string;
  /** The fields of the item at `index`. */
  children: (index: number) => ReactNode;
}

/**
 * A section's list of items (accordion panels, steps, cards, tabs): one collapsible form per item,
 * one open at a time, each header with Up, Down, Duplicate and Remove. Keyboard first: on a focused
 * header Alt+↑/↓ move the item, Ctrl/⌘+D duplicates it and Delete removes it, the focus following
 * the item and a live region saying what happened.
 *
 * The item's title is its header's one button (`collapsible="header"`), the arrow drawn beside it:
 * antd's whole-header button (or its accordion tabs) would hold the item's buttons inside another
 * control, which assistive technology cannot reach (axe: nested-interactive, aria-required-children).
 */
export function ItemCollapseList<Values extends FieldValues>(props: ItemCollapseListProps<Values>) {
  const { form, keys, openIndex, onOpen, titleField, fallbackName, children } = props;
  const announcer = useEditingAnnouncer();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const openKey = openIndex === undefined ? undefined : keys[openIndex];

  useEffect(() => {
    if (!focusRequest) return;
    root.current
      ?.querySelector<HTMLElement>(`[data-item-index="${focusRequest.index}"] ${ITEM_TOGGLE}`)
      ?.focus();
  }, [focusRequest]);

  function nameAt(index: number): string {
    const title: unknown = form.getValues(titleField(index));
    return (typeof title === 'string' && title.trim()) || fallbackName(index);
  }

  /** The command of a key pressed on an item's header, done; false when the key is not one. */
  function runCommand(index: number, event: KeyboardEvent<HTMLElement>): boolean {
    const name = nameAt(index);
    const command = editingCommand(event);
    const to = command === 'moveUp' ? index - 1 : index + 1;
    if ((command === 'moveUp' || command === 'moveDown') && to >= 0 && to < keys.length) {
      props.onMove(index, to);
      announcer.moved(name, to + 1, keys.length);
      setFocusRequest({ index: to });
    } else if (command === 'duplicate' && props.onDuplicate) {
      const copy = props.onDuplicate(index);
      announcer.duplicated(name);
      setFocusRequest({ index: copy });
    } else if (command === 'remove' && props.removeDisabledReason === undefined) {
      props.onRemove(index);
      announcer.removed(name);
      if (keys.length > 1) setFocusRequest({ index: Math.min(index, keys.length - 2) });
    } else return false;
    return true;
  }

  function onItemKeyDown(index: number, event: KeyboardEvent<HTMLElement>) {
    // Only the header's own keys: the item's fields type, and its buttons keep their keys.
    const toggle = event.currentTarget.firstElementChild?.querySelector(ITEM_TOGGLE);
    if (!(event.target instanceof Node) || event.target !== toggle || isTypingTarget(event.target)) return;
    if (!runCommand(index, event)) return;
    event.preventDefault();
    event.stopPropagation();
  }

  if (keys.length === 0) return null;
  return (
    <div ref={root}>
      <Collapse
        collapsible="header"
        activeKey={openKey === undefined ? [] : [openKey]}
        onChange={(next) => {
          // One open at a time: the key just opened, or none when the open one was closed.
          const opened = next.find((key) => key !== openKey);
          const index = opened === undefined ? -1 : keys.indexOf(String(opened));
          onOpen(index === -1 ? undefined : index);
        }}
        items={keys.map((key, index) => ({
          // Where the focus finds the item again after a keyboard move (antd passes it to the item's
          // element; its types do not list data attributes).
          ...Object.assign({}, { 'data-item-index': index }),
          key,
          showArrow: false,
          onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => onItemKeyDown(index, event),
          label: (
            <>
              <RightOutlined
                aria-hidden
                rotate={key === openKey ? 90 : 0}
                style={{ fontSize: 12, marginInlineEnd: 12 }}
              />
              <WatchedText control={form.control} name={titleField(index)}>
                {(text) => text.trim() || fallbackName(index)}
              </WatchedText>
            </>
          ),
          extra: (
            <>
              <ItemErrorMark control={form.control} name={props.name} index={index} />
              <WatchedText control={form.control} name={titleField(index)}>
                {(text) => (
                  <ListItemButtonNames
                    id={`${id}-${key}`}
                    name={text.trim() || fallbackName(index)}
                    duplicable={props.onDuplicate !== undefined}
                  />
                )}
              </WatchedText>
              <ListItemButtons
                namesId={`${id}-${key}`}
                index={index}
                count={keys.length}
                onMove={props.onMove}
                onDuplicate={props.onDuplicate && (() => props.onDuplicate?.(index))}
                onRemove={() => props.onRemove(index)}
                removeDisabledReason={props.removeDisabledReason}
              />
            </>
          ),
          children: <InPlaceItemFields>{children(index)}</InPlaceItemFields>,
        }))}
      />
    </div>
  );
}
