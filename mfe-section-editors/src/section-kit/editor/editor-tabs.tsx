import type { ReactNode } from 'react';
import { Flex, Tabs } from 'antd';
import Badge from 'antd/es/badge';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useSectionEditorsCatalog } from '../../i18n';

/** One tab of an editor: its key, its label, the fields it holds and what it draws. */
export interface EditorTab<Values extends FieldValues> {
  key: string;
  label: string;
  /** The fields the tab holds: its label is marked while one of them has an error. */
  names: readonly FieldPath<Values>[];
  children: ReactNode;
}

/**
 * An editor in tabs (Accordions and Settings, Cards and Layout Settings), each tab's label marked
 * when a field inside has an error, so a disabled Save always has a visible reason.
 */
export function EditorTabs<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  tabs,
}: {
  control: Control<Values, unknown, Transformed>;
  tabs: readonly EditorTab<Values>[];
}) {
  return (
    <Tabs
      items={tabs.map(({ key, label, names, children }) => ({
        key,
        label: <EditorTabLabel label={label} control={control} names={names} />,
        children,
      }))}
    />
  );
}

/**
 * The label of an editor's tab (Accordions, Settings…), marked when a field inside has an error, so
 * a disabled Save Configuration always has a visible reason. It watches those fields' errors itself,
 * so an error appearing re-renders this label, not the editor.
 */
function EditorTabLabel<Values extends FieldValues, Transformed extends FieldValues>({
  label,
  control,
  names,
}: {
  label: string;
  control: Control<Values, unknown, Transformed>;
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
