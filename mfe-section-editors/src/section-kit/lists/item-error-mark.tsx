import Badge from 'antd/es/badge';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * Marks an item of a list edited in place (a step, a tab) while a field inside it has an error, so
 * an item that is closed (one is open at a time) still shows that it needs fixing: one saved under
 * older rules, or left invalid when another was opened. It watches the list's errors itself, so an
 * error appearing re-renders this mark, not the list.
 */
export function ItemErrorMark<Values extends FieldValues>({
  control,
  name,
  index,
}: {
  control: Control<Values>;
  /** The list's field (`steps`). */
  name: FieldPath<Values>;
  index: number;
}) {
  const { t } = useSectionEditorsCatalog();
  const { errors } = useFormState({ control, name });
  const listErrors: unknown = get(errors, name);
  const hasError =
    typeof listErrors === 'object' && listErrors !== null && Reflect.get(listErrors, index) !== undefined;
  return hasError ? (
    <span role="img" aria-label={t('common.hasErrorsName')} title={t('common.hasErrors')}>
      <Badge status="error" />
    </span>
  ) : null;
}
