import { useEffect, useState } from 'react';
import { useLeaveGuard as useSharedLeaveGuard, type LeaveGuardTexts } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

/** The back office's 'Leave without saving' question, Leave or Stay. */
function useLeaveTexts(): LeaveGuardTexts {
  const { t } = useCommerceCatalog();
  return {
    title: t('leave.title'),
    content: t('leave.text'),
    leave: t('leave.leave'),
    stay: t('leave.stay'),
  };
}

/**
 * Guards a form with unsaved changes (`dirty`) against every way out — the breadcrumb, the back
 * office's and the shell's menus, the form's own Cancel, Back and Forward, a reload — with the back
 * office's 'Leave without saving' (`useLeaveGuard` of `@suite/shared/react`). Call `allowLeave()`
 * right before navigating away on purpose (after a save).
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const { allowLeave } = useSharedLeaveGuard(dirty, useLeaveTexts());
  return { allowLeave };
}

/**
 * Guards a dialog whose form can hold unsaved changes (told by `onUnsavedChange`, see
 * `useReportUnsaved`) as a page's form is: while it holds them,
 * - its close (`close`: Cancel, the X, Escape, a click on the mask) asks 'Leave without saving' first,
 *   and closes at once without — a dialog's close is no navigation, which the router's guard asks about;
 * - a navigation of the page's router (the shell's menus, the browser's Back), a reload and the
 *   header's Log out ask the same (`useLeaveGuard`, the one guard of the page's forms).
 *
 * `onLeave` is what Leave on such a navigation does to the dialog (closing one whose opening is state);
 * a dialog opened by its URL (`?dialog=create`) needs none, the navigation closes it. `done` closes it
 * once saved, and `allowLeave` lets a navigation of its own go (New Checkout's Continue).
 */
export function useDialogLeaveGuard(
  onClose: () => void,
  onLeave?: () => void,
): {
  close: () => void;
  done: () => void;
  allowLeave: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
} {
  const [unsaved, setUnsaved] = useState(false);
  const { allowLeave, confirmLeaving } = useSharedLeaveGuard(unsaved, useLeaveTexts(), onLeave);
  const done = () => {
    allowLeave();
    onClose();
  };
  return { close: () => confirmLeaving(onClose), done, allowLeave, onUnsavedChange: setUnsaved };
}

/** Tells `onUnsavedChange` whether a form holds unsaved changes, and that it holds none once gone. */
export function useReportUnsaved(
  unsaved: boolean,
  onUnsavedChange: ((unsaved: boolean) => void) | undefined,
) {
  useEffect(() => {
    onUnsavedChange?.(unsaved);
    return () => onUnsavedChange?.(false);
  }, [unsaved, onUnsavedChange]);
}
