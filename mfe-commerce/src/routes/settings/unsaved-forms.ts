import { useMemo, useState } from 'react';
import { useLeaveGuard } from '../../features/use-leave-guard';

type SettingsForm = 'receiver' | 'networks' | 'webhook';

/**
 * One leave guard for the settings page's forms, asking while any of them holds unsaved changes.
 * Gives each form the (stable) callback its `useReportUnsaved` tells.
 */
export function useUnsavedForms(): Record<SettingsForm, (unsaved: boolean) => void> {
  const [unsaved, setUnsaved] = useState<ReadonlySet<SettingsForm>>(() => new Set());
  useLeaveGuard(unsaved.size > 0);
  return useMemo(() => {
    const report = (form: SettingsForm) => (changed: boolean) =>
      setUnsaved((current) => {
        if (current.has(form) === changed) return current;
        const next = new Set(current);
        if (changed) next.add(form);
        else next.delete(form);
        return next;
      });
    return { receiver: report('receiver'), networks: report('networks'), webhook: report('webhook') };
  }, []);
}
