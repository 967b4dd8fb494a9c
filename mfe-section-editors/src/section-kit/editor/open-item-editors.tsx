import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import { Typography } from 'antd';
import { useSectionEditorsCatalog } from '../../i18n';

/** Counts one item editor open; the function it returns counts it closed again. */
type OpenItemEditor = () => () => void;

/**
 * The form an item editor sits in (the section's, or an enclosing item's, as a pair's around its
 * token): it counts the item editors open inside it.
 */
export const ItemEditorsScope = createContext<OpenItemEditor | undefined>(undefined);

/**
 * Whether an item editor (an item, a slide, a pair, a token) is open inside a form, the scope that
 * counts them, and the id of the note saying so. An open editor's draft reaches the form's values
 * only through its own Save: the form's Save waits for it, as saving then would drop what was typed.
 */
export function useOpenItemEditors(): { open: boolean; scope: OpenItemEditor; noteId: string } {
  const [count, setCount] = useState(0);
  const scope = useCallback<OpenItemEditor>(() => {
    setCount((current) => current + 1);
    return () => setCount((current) => current - 1);
  }, []);
  return { open: count > 0, scope, noteId: useId() };
}

/** Counts the calling item editor open in the form around it, for as long as it is mounted. */
export function useCountAsOpenItemEditor(): void {
  const openItemEditor = useContext(ItemEditorsScope);
  useEffect(() => openItemEditor?.(), [openItemEditor]);
}

/** Beside a Save held by an open item editor: why, and what to do. */
export function OpenItemEditorNote({ id }: { id: string }) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Typography.Text type="secondary" id={id}>
      {t('common.saveOpenItemFirst')}
    </Typography.Text>
  );
}
