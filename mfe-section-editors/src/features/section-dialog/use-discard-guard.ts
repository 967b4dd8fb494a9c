import { useCallback, useContext, useEffect, useRef } from 'react';
import { App } from 'antd';
import {
  NavigationType,
  UNSAFE_DataRouterContext,
  useBlocker,
  type Blocker,
  type BlockerFunction,
} from 'react-router';

export const SECTION_DIALOG_Z_INDEX = 1200;
export const DISCARD_CHANGES_TITLE = 'Discard changes?';

/** Asks before a changed section is thrown away; `discard` runs only on the owner's yes. */
export function confirmDiscard(
  modal: ReturnType<typeof App.useApp>['modal'],
  discard: () => void,
  keep?: () => void,
) {
  modal.confirm({
    title: DISCARD_CHANGES_TITLE,
    content: 'This section has changes that are not saved. Discard them?',
    okText: 'Discard',
    okButtonProps: { danger: true },
    cancelText: 'Keep editing',
    // Above the section dialog it asks for.
    zIndex: SECTION_DIALOG_Z_INDEX + 1,
    onOk: discard,
    onCancel: keep,
  });
}

const NEVER: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

function useNoBlocker(_shouldBlock: BlockerFunction): Blocker {
  return NEVER;
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
  const { modal } = App.useApp();
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);
  // Mounted in a data router or not for as long as the dialog is open, so the hook called here
  // never changes between renders.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const useRouteBlocker = inDataRouter ? useBlocker : useNoBlocker;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) => changedRef.current && historyAction === NavigationType.Pop,
    [],
  );
  const blocker = useRouteBlocker(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    confirmDiscard(
      modal,
      () => {
        asking.current = false;
        blocker.proceed();
      },
      () => {
        asking.current = false;
        blocker.reset();
      },
    );
  }, [blocker, modal]);
}
