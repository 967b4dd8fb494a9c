import { useMemo } from 'react';
import { Alert } from 'antd';
import { sectionTypeDefinition } from '@suite/shared/sections';
import type { Section } from '@suite/shared/widget';
import { sectionCatalogEntry } from '../../catalog/section-catalog';
import { useSectionEditorsCatalog } from '../../i18n';
import { openSaved } from '../../section-kit/editor/saved-values';
import { fieldPathLabel } from '../../section-kit/field-labels';

/**
 * Above the editor of a saved section, what of it the form could not hold (ADR 0040): a variant no
 * longer offered, a value of another kind. Its editor shows the type's default there, and Save would
 * write it; said here, in the editor's words ("Variant, Item 3 › Type"), so no setting changes under
 * its owner unseen. Nothing is shown while everything saved is kept.
 */
export function SettingsNotKept({ section }: { section: Section }) {
  const { t } = useSectionEditorsCatalog();
  const entry = sectionCatalogEntry(section.type);
  const replaced = useMemo(() => {
    const definition = sectionTypeDefinition(section.type);
    if (!definition) return [];
    const data = entry?.opened ? entry.opened(section.data) : section.data;
    return openSaved(definition.schema, definition.defaults, data).replaced;
  }, [section, entry]);
  if (replaced.length === 0) return null;
  if (replaced.some((path) => path.length === 0)) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('dialog.settingsNotReadTitle')}
        description={t('dialog.settingsNotRead')}
      />
    );
  }
  const labels = entry?.labels;
  const fields = replaced.map((path) => fieldPathLabel(labels, path, t)).join(', ');
  return (
    <Alert
      type="warning"
      showIcon
      title={t('dialog.settingsNotKeptTitle')}
      description={t('dialog.settingsNotKept', { fields })}
    />
  );
}
