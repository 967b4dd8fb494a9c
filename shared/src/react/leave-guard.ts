import { useCallback, useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type Blocker, type BlockerFunction } from 'react-router';
import { useFeedback, type Feedback } from './use-feedback';

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
 * React-router's `useBlocker` where the page's router can block (a data router: the shell's and the
 * standalone pages' `createBrowserRouter`, or the one an app brings); elsewhere (a host's
 * `<BrowserRouter>`) a blocker that never blocks, and `blocks` false. A component is in a data router
 * or not for as long as it is mounted, so the hook called never changes between renders.
 */
export function useBlockerWhereRouterCan(shouldBlock: BlockerFunction): {
  blocker: Blocker;
  blocks: boolean;
} {
  const blocks = useContext(UNSAFE_DataRouterContext) !== null;
  const useRouteBlocker = blocks ? useBlocker : useNoBlocker;
  return { blocker: useRouteBlocker(shouldBlock), blocks };
}

/** The question asked before leaving unsaved changes (seed 001 §4: 'Leave without saving', Leave or Stay). */
export interface LeaveGuardTexts {
  title: string;
  content: string;
  leave: string;
  stay: string;
  /** The question's stacking level, when what it asks for is drawn above antd's dialogs (1000). */
  zIndex?: number;
}

/**
 * Asks `texts` ('Leave without saving', Leave in red or Stay): the one question every way out of
 * unsaved changes asks, the router's guard below, a dialog's close or a menu a host's router cannot
 * block.
 */
export function confirmLeave(
  modal: Feedback['modal'],
  { title, content, leave, stay, zIndex }: LeaveGuardTexts,
  { onLeave, onStay }: { onLeave: () => void; onStay?: () => void },
): void {
  modal.confirm({
    title,
    content,
    okText: leave,
    cancelText: stay,
    okButtonProps: { danger: true },
    zIndex,
    onOk: onLeave,
    onCancel: onStay,
  });
}

/*
 * The page's guards that hold unsaved changes, newest last: module state of @suite/shared, which the
 * page's federation shares as one copy, so that a way out in another app (the header's Log out, in
 * mfe_auth) asks the question of the app that holds them.
 *
 * A router heeds one blocker only (react-router's: the one registered last), while a page can hold
 * several guards at once — a page's form and a dialog over it, two dialogs, an app inside another's
 * editor. So no guard blocks for itself: every guard's blocker blocks while any guard of its router
 * holds unsaved changes, and asks that guard's question, whichever of them the router heeds.
 */
interface UnsavedGuard {
  /** The data router whose navigations it guards (null: in none, only the tab and Log out ask). */
  router: object | null;
  texts: () => LeaveGuardTexts;
  allowed: () => boolean;
  /** The user chose Leave on a navigation. */
  leave: () => void;
}
const unsavedGuards: UnsavedGuard[] = [];

/** The newest guard holding unsaved changes not let go, of `router` or, without it, of the page. */
function heldGuard(router?: object | null): UnsavedGuard | undefined {
  return unsavedGuards
    .filter((guard) => !guard.allowed() && (router === undefined || guard.router === router))
    .at(-1);
}

/**
 * Runs `proceed` at once, or, while a `useLeaveGuard` of the page holds unsaved changes, once its
 * question ('Leave without saving') is answered Leave: a way out that is no navigation of the page's
 * router, such as logging out.
 */
export function confirmLeaveUnsaved(modal: Feedback['modal'], proceed: () => void): void {
  const guard = heldGuard();
  if (guard) confirmLeave(modal, guard.texts(), { onLeave: proceed });
  else proceed();
}

/**
 * Guards unsaved changes (`dirty`) against every way out:
 * - any navigation of the page's router — a breadcrumb, a menu (the app's or the shell's), a Cancel,
 *   the browser's Back and Forward, a change of the query (`?tab=`) — asks `texts` first
 *   (react-router's `useBlocker`, which needs a data router: the shell's and the standalone pages'
 *   `createBrowserRouter`, or the one an app brings when its host has no router);
 * - reloading or closing the tab makes the browser ask (`beforeunload`);
 * - `confirmLeaveUnsaved` (the header's Log out) asks `texts` first.
 *
 * `onLeave` runs when the user chooses Leave, before the navigation goes on. Call `allowLeave()` right
 * before navigating away on purpose (after a save): the changes may still count as unsaved during
 * that render. `confirmLeaving(leave)` is the guarded thing's own way out that is no navigation (a
 * dialog's Close, Cancel or Escape): `leave` runs at once while nothing is unsaved, and otherwise once
 * `texts` is answered Leave, the guard let go first (so a close that navigates is not asked twice). `guardsNavigation` is false outside a data router, where a caller's own links must ask.
 * Any number of guards can be mounted at once (a dialog's over a page's form): a navigation asks the
 * question of the newest one holding unsaved changes.
 */
export function useLeaveGuard(
  dirty: boolean,
  texts: LeaveGuardTexts,
  onLeave?: () => void,
): { allowLeave: () => void; confirmLeaving: (leave: () => void) => void; guardsNavigation: boolean } {
  const { modal } = useFeedback();
  const router = useContext(UNSAFE_DataRouterContext)?.router ?? null;
  const allowedRef = useRef(false);
  const textsRef = useRef(texts);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    textsRef.current = texts;
    onLeaveRef.current = onLeave;
  });
  useEffect(() => {
    if (dirty) allowedRef.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const guard: UnsavedGuard = {
      router,
      texts: () => textsRef.current,
      allowed: () => allowedRef.current,
      leave: () => {
        allowedRef.current = true;
        onLeaveRef.current?.();
      },
    };
    unsavedGuards.push(guard);
    return () => {
      unsavedGuards.splice(unsavedGuards.indexOf(guard), 1);
    };
  }, [dirty, router]);

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

  // In a host whose router is not a data router (e.g. a `<BrowserRouter>`), navigation cannot be
  // blocked: only the tab is guarded there.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      heldGuard(router) !== undefined &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [router],
  );
  const { blocker, blocks } = useBlockerWhereRouterCan(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const guard = heldGuard(router);
    if (!guard) {
      // Let go between the block and this effect (saved, or gone with its dialog).
      blocker.proceed();
      return;
    }
    asking.current = true;
    confirmLeave(modal, guard.texts(), {
      onLeave: () => {
        asking.current = false;
        guard.leave();
        blocker.proceed();
      },
      onStay: () => {
        asking.current = false;
        blocker.reset();
      },
    });
  }, [blocker, modal, router]);

  const allowLeave = useCallback(() => {
    allowedRef.current = true;
  }, []);
  const confirmLeaving = useCallback(
    (leave: () => void) => {
      if (!dirty) return leave();
      confirmLeave(modal, textsRef.current, {
        onLeave: () => {
          allowedRef.current = true;
          leave();
        },
      });
    },
    [dirty, modal],
  );
  return { allowLeave, confirmLeaving, guardsNavigation: blocks };
}
