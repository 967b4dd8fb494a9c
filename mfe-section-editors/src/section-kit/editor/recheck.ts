import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Checks `fields` again whenever `watched` changes. react-hook-form re-validates only the field being
 * edited, so a rule across fields (ids unique across a list, a minimum not above its maximum, a
 * default that must name an item) would leave its message stale, or missing beside the field it
 * names while Save stays disabled. `watched` is what the rules read; `fields` lists the fields their
 * messages go to, read when the check runs.
 */
export function useRecheckAcrossFields<T extends FieldValues>(
  form: UseFormReturn<T, unknown, T>,
  watched: unknown,
  fields: (values: T) => Path<T>[],
): void {
  const { getValues, trigger } = form;
  const dependencies = JSON.stringify(watched);
  const checked = useRef(dependencies);
  const fieldsRef = useRef(fields);
  useEffect(() => {
    fieldsRef.current = fields;
  });
  useEffect(() => {
    if (checked.current === dependencies) return;
    checked.current = dependencies;
    void trigger(fieldsRef.current(getValues()));
  }, [dependencies, getValues, trigger]);
}
