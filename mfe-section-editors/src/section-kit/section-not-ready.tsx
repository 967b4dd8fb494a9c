import { Alert } from 'antd';
import { useSectionEditorsCatalog } from '../i18n';
import { describeIssue, type FieldLabels } from './field-labels';

/**
 * What a section shows while its config is not complete: which field still needs what, named as
 * its editor labels it (`labels`, the section type's own).
 */
export function SectionNotReady({
  issues,
  labels,
}: {
  issues: readonly { message: string; path: readonly PropertyKey[] }[];
  labels?: FieldLabels;
}) {
  const { t } = useSectionEditorsCatalog();
  const first = issues[0];
  return (
    <Alert
      type="info"
      showIcon
      title={t('common.notConfigured')}
      description={first ? describeIssue(labels, first, t) : undefined}
    />
  );
}
