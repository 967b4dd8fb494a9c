import { useLeaveGuard } from '@suite/shared/react';

const LEAVE = {
  title: 'Leave without saving',
  content: 'Leave it and lose them?',
  leave: 'Leave',
  stay: 'Stay',
};

/** Something of the page holding unsaved changes (a form, another app such as the widget editor). */
export function UnsavedChanges() {
  useLeaveGuard(true, LEAVE);
  return null;
}
