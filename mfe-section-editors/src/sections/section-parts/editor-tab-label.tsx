import { Flex } from 'antd';
import Badge from 'antd/es/badge';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The label of an editor's tab (Accordions, Settings…), marked when a field inside has an error, so
 * a disabled Save Configuration always has a visible reason. It watches those fields' errors itself,
 * so an error appearing re-renders this label, not the editor.
 */
export function EditorTabLabel<Values extends FieldValues>({
  label,
  control,
  names,
}: {
  label: string;
  control: Control<Values>;
  /** The fields the tab holds. */
  names: readonly FieldPath<Values>[];
}) {
  const { t } = useSectionEditorsCatalog();
  const { errors } = useFormState({ control, name: names });
  const hasError = names.some((name) => get(errors, name) !== undefined);
  return (
    <Flex gap={6} align="center">
      {label}
      {hasError ? (
        <span role="img" aria-label={t('common.hasErrorsName')} title={t('common.hasErrors')}>
          <Badge status="error" />
        </span>
      ) : null}
    </Flex>
  );
}
