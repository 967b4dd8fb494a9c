import { useLeaveGuard as useSharedLeaveGuard } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

/**
 * Guards a form with unsaved changes (`dirty`) against every way out — the breadcrumb, the back
 * office's and the shell's menus, the form's own Cancel, Back and Forward, a reload — with the back
 * office's 'Leave without saving' (`useLeaveGuard` of `@suite/shared/react`). Call `allowLeave()`
 * right before navigating away on purpose (after a save).
 */
export function useLeaveGuard(dirty: boolean): { allowLeave: () => void } {
  const { t } = useCommerceCatalog();
  const { allowLeave } = useSharedLeaveGuard(dirty, {
    title: t('leave.title'),
    content: t('leave.text'),
    leave: t('leave.leave'),
    stay: t('leave.stay'),
  });
  return { allowLeave };
}
