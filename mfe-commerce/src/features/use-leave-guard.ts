import { useEffect, useState } from 'react';
import {
  confirmLeave,
  useFeedback,
  useLeaveGuard as useSharedLeaveGuard,
  type LeaveGuardTexts,
} from '@suite/shared/react';
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
 * A dialog's close (its Cancel, the X, Escape, a click on the mask) that asks 'Leave without saving'
 * first while the form in it reports unsaved changes (`onUnsavedChange`, see `useReportUnsaved`), and
 * closes at once without. A dialog's close is no navigation, which the router's guard would ask about.
 */
export function useDialogLeaveGuard(onClose: () => void): {
  close: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
} {
  const { modal } = useFeedback();
  const texts = useLeaveTexts();
  const [unsaved, setUnsaved] = useState(false);
  const close = () => {
    if (unsaved) confirmLeave(modal, texts, { onLeave: onClose });
    else onClose();
  };
  return { close, onUnsavedChange: setUnsaved };
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
