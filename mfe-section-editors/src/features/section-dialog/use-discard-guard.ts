import { useMemo } from 'react';
import { useLeaveGuard, type LeaveGuardTexts } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';

export const SECTION_DIALOG_Z_INDEX = 1200;

/** The dialog's question ('Discard changes?', Discard or Keep editing), above the dialog it asks for. */
function useDiscardTexts(): LeaveGuardTexts {
  const { t } = useSectionEditorsCatalog();
  return useMemo(
    () => ({
      title: t('dialog.discardTitle'),
      content: t('dialog.discardContent'),
      leave: t('dialog.discard'),
      stay: t('dialog.keepEditing'),
      zIndex: SECTION_DIALOG_Z_INDEX + 1,
    }),
    [t],
  );
}

/**
 * Guards the open dialog's changed section as a page's form is guarded (`useLeaveGuard`, the page's
 * one leave guard): while it is changed, a navigation of the host's data router (a menu of the shell,
 * the browser's Back, the standalone composer's links), a reload and the header's Log out ask
 * 'Discard changes?' first. Being one of the page's guards, it also leaves the page's own guard its
 * say (the widget editor's unsaved page): a router heeds only the blocker registered last, which a
 * blocker of the dialog's own would be. A host without a data router (a partner's `<BrowserRouter>`)
 * cannot block navigation: there the tab and the dialog's own ways out ask.
 *
 * `discard(leave)` is the dialog's own ways out (Close, Escape, Cancel, Back): `leave` runs at once
 * while the section is unchanged, and otherwise after the same question, the guard let go first so a
 * close that navigates (the composer's `/sections/new`) is not asked twice (`confirmLeaving`). Call
 * `allowLeave` before leaving after a save.
 */
export function useDiscardGuard(changed: boolean): {
  discard: (leave: () => void) => void;
  allowLeave: () => void;
} {
  const { allowLeave, confirmLeaving } = useLeaveGuard(changed, useDiscardTexts());
  return { discard: confirmLeaving, allowLeave };
}
