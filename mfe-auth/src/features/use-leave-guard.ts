import { useLeaveGuard as useSharedLeaveGuard, type LeaveGuardTexts } from '@suite/shared/react';
import { useAuthCatalog } from '../i18n';

/** The account page's 'Leave without saving' question, Leave or Stay. */
function useLeaveTexts(): LeaveGuardTexts {
  const { t } = useAuthCatalog();
  return {
    title: t('leave.title'),
    content: t('leave.text'),
    leave: t('leave.leave'),
    stay: t('leave.stay'),
  };
}

/**
 * Guards a card's form with unsaved changes (`dirty`) against every way out — a navigation of the
 * page's router (the shell's menus, Back and Forward), a reload, the header's Log out, the Sessions
 * card's Sign out, signing in as another user — with 'Leave without saving' (`useLeaveGuard` of
 * `@suite/shared/react`, ADR 0039). A form just saved is no longer dirty.
 */
export function useLeaveGuard(dirty: boolean): void {
  useSharedLeaveGuard(dirty, useLeaveTexts());
}
