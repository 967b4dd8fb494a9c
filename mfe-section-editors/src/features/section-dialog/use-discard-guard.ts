import { useCallback, useEffect, useRef } from 'react';
import { NavigationType, type BlockerFunction } from 'react-router';
import { useBlockerWhereRouterCan, useFeedback } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';

export const SECTION_DIALOG_Z_INDEX = 1200;
/** Asks before a changed section is thrown away; `discard` runs only on the owner's yes. */
export function useConfirmDiscard(): (discard: () => void, keep?: () => void) => void {
  const { modal } = useFeedback();
  const { t } = useSectionEditorsCatalog();
  return useCallback(
    (discard, keep) => {
      void modal.confirm({
        title: t('dialog.discardTitle'),
        content: t('dialog.discardContent'),
        okText: t('dialog.discard'),
        okButtonProps: { danger: true },
        cancelText: t('dialog.keepEditing'),
        // Above the section dialog it asks for.
        zIndex: SECTION_DIALOG_Z_INDEX + 1,
        onOk: discard,
        onCancel: keep,
      });
    },
    [modal, t],
  );
}

/**
 * While the open dialog's section is changed, the browser's Back (or Forward) asks 'Discard
 * changes?' before leaving, as the dialog's own ways out do — wherever the dialog is mounted in a
 * data router (the shell's widget editor, the standalone composer whose `/sections/new` opens it).
 * The page's own navigation (after a save or a confirmed discard) is not held. A host without a data
 * router (a partner's `<BrowserRouter>` or none) cannot block navigation: there only the dialog's
 * own ways out ask.
 */
export function useDiscardGuard(changed: boolean): void {
  const confirmDiscard = useConfirmDiscard();
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) => changedRef.current && historyAction === NavigationType.Pop,
    [],
  );
  const { blocker } = useBlockerWhereRouterCan(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    confirmDiscard(
      () => {
        asking.current = false;
        blocker.proceed();
      },
      () => {
        asking.current = false;
        blocker.reset();
      },
    );
  }, [blocker, confirmDiscard]);
}
