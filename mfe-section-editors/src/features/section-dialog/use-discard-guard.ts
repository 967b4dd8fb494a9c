import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { NavigationType, useBlocker, type BlockerFunction } from 'react-router';
import { confirmDiscard } from './section-dialog';

/**
 * For a page whose URL opens the section dialog (the standalone composer's `/sections/new`): while
 * the section in it is changed, the browser's Back (or Forward) asks 'Discard changes?' before
 * leaving, as the dialog's own ways out do. The page's own navigation (after a save or a confirmed
 * discard) is not held. Needs a data router (`createBrowserRouter`, `createMemoryRouter`).
 */
export function useDiscardGuard(changed: boolean): void {
  const { modal } = App.useApp();
  const changedRef = useRef(changed);
  useEffect(() => {
    changedRef.current = changed;
  }, [changed]);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ historyAction }) => changedRef.current && historyAction === NavigationType.Pop,
    [],
  );
  const blocker = useBlocker(shouldBlock);

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
