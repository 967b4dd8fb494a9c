import { useEffect } from 'react';

/**
 * Checks a form once as it opens on saved values (`saved`): what they hold that no longer passes its
 * schema shows its message at once, beside its field, as a value typed would. A blank form (a new
 * section, a new item) is left alone until the owner types or saves.
 */
export function useCheckOnOpen(form: { trigger: () => Promise<boolean> }, saved: boolean): void {
  const { trigger } = form;
  useEffect(() => {
    if (saved) void trigger();
  }, [trigger, saved]);
}
