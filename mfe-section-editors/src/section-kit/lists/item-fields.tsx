import type { KeyboardEvent, ReactNode } from 'react';
import { Button, Card, Flex } from 'antd';
import Form from 'antd/es/form';
import { useSectionEditorsCatalog } from '../../i18n';
import {
  ItemEditorsScope,
  OpenItemEditorNote,
  useCountAsOpenItemEditor,
  useOpenItemEditors,
} from '../editor/open-item-editors';

/** Single-line inputs, where a browser turns Enter into a submit of the enclosing form. */
const SUBMITTING_INPUT_TYPES = new Set(['text', 'url', 'email', 'number', 'search', 'tel', 'password', '']);

function submitsOnEnter(target: EventTarget): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  // A select's or autocomplete's search box: Enter picks an option there.
  if (target.getAttribute('role') === 'combobox') return false;
  return SUBMITTING_INPUT_TYPES.has(target.type);
}

/**
 * Keeps Enter in a nested item's single-line field from submitting the section's form (which saves
 * the section and closes the dialog): Enter there calls `onEnter` (the item's own Save), or does
 * nothing. Textareas (new line), buttons and selects keep their own Enter.
 */
export function keepEnterInItem(onEnter?: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !submitsOnEnter(event.target)) return;
    const handled = event.defaultPrevented;
    event.preventDefault();
    if (!handled) onEnter?.();
  };
}

/**
 * The fields of one item edited in place in the section's form (an accordion, a card, a step, a
 * tab): Enter in them does not submit the section.
 */
export function InPlaceItemFields({ children }: { children: ReactNode }) {
  // Not a control: the fields inside are, and their Enter is caught here on its way up.
  // eslint-disable-next-line jsx-a11y/no-static-element-interactions
  return <div onKeyDown={keepEnterInItem()}>{children}</div>;
}

export interface ItemEditorCardProps {
  /** "Edit slide", "New item": the card's title and its accessible name. */
  title: string;
  /** The accessible name of the card when it is not its title ("Item"). */
  ariaLabel?: string;
  /**
   * "Save slide", "Cancel slide": the buttons' accessible names, apart from the section's own Save and
   * Cancel; they read Save and Cancel (seed 000 §2: the item editor has Save/Cancel).
   */
  saveLabel: string;
  cancelLabel: string;
  /** Validates the item's draft and hands it up when valid (the item form's `handleSubmit(...)`). */
  onSave: () => void;
  /** Save held while the draft shows an error (an item's token ID that is not a number). */
  saveDisabled?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The editor of one entry of a section's list (an item, a slide, a pair, a token): its draft's
 * fields, then Cancel and Save. It sits inside the section's own form, so it is not a `<form>`
 * itself; Enter in one of its fields saves the entry, never the section. While it is open the
 * section's Save waits for it (`open-item-editors.tsx`), as its own Save waits for an editor open
 * inside it (a pair's token).
 */
export function ItemEditorCard({
  title,
  ariaLabel,
  saveLabel,
  cancelLabel,
  onSave,
  saveDisabled = false,
  onCancel,
  children,
}: ItemEditorCardProps) {
  const { t } = useSectionEditorsCatalog();
  useCountAsOpenItemEditor();
  const inner = useOpenItemEditors();
  const held = saveDisabled || inner.open;
  const save = held ? undefined : onSave;
  return (
    <Card
      size="small"
      title={title}
      role="group"
      aria-label={ariaLabel ?? title}
      onKeyDown={keepEnterInItem(save)}
    >
      <ItemEditorsScope value={inner.scope}>
        <Form layout="vertical" component={false}>
          {children}
        </Form>
      </ItemEditorsScope>
      <Flex gap={8} justify="flex-end" align="center" wrap>
        {inner.open ? <OpenItemEditorNote id={inner.noteId} /> : null}
        <Button onClick={onCancel} aria-label={cancelLabel}>
          {t('common.cancel')}
        </Button>
        <Button
          type="primary"
          onClick={save}
          disabled={held}
          aria-label={saveLabel}
          aria-describedby={inner.open ? inner.noteId : undefined}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Card>
  );
}
