import { App } from 'antd';
import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { useCommerceCatalog } from '../i18n';

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
 * Guards a form with unsaved changes (`dirty`) against every way out:
 * - any navigation of the page's router — the breadcrumb, the back office's and the shell's menus,
 *   the form's own Cancel, the browser's Back and Forward — asks 'Leave without saving' first
 *   (react-router's `useBlocker`, which needs a data router: the shell's and the standalone page's
 *   `createBrowserRouter`, or the one `CommerceApp` brings when its host has no router);
 * - reloading or closing the tab makes the browser ask (`beforeunload`).
 *
 * Call `allowLeave()` right before navigating away on purpose (after a save): the form may still
 * count as dirty during that render.
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const { modal } = App.useApp();
  const { t } = useCommerceCatalog();
  const dirtyRef = useRef(dirty);
  const allowedRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty) allowedRef.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowedRef.current) return;
      event.preventDefault();
      // Older browsers show the warning only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A page is in a data router or not for as long as it is mounted, so the hooks called here never
  // change between renders. In a host whose router is not a data router (e.g. a `<BrowserRouter>`),
  // navigation cannot be blocked: only the tab is guarded there.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const useRouteBlocker = inDataRouter ? useBlocker : useNoBlocker;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowedRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useRouteBlocker(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    // Seed 001 §4: 'Leave without saving' (Leave or Stay).
    modal.confirm({
      title: t('leave.title'),
      content: t('leave.text'),
      okText: t('leave.leave'),
      cancelText: t('leave.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        allowedRef.current = true;
        blocker.proceed();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, t]);

  const allowLeave = useCallback(() => {
    allowedRef.current = true;
  }, []);
  return { allowLeave };
}
