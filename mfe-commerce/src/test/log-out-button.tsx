import { confirmLeaveUnsaved, useFeedback } from '@suite/shared/react';

/**
 * The header's Log out as mfe_auth's account menu runs it (`confirmLeaveUnsaved`): 'Leave without
 * saving' first while a leave guard of the page holds unsaved changes, `onLogOut` on Leave.
 */
export function LogOutButton({ onLogOut }: { onLogOut: () => void }) {
  const { modal } = useFeedback();
  return (
    <button type="button" onClick={() => confirmLeaveUnsaved(modal, onLogOut)}>
      Log out
    </button>
  );
}
