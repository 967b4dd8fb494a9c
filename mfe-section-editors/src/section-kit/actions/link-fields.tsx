import { Input } from 'antd';
import type { SectionEditorsKey } from '../../i18n';
import { useSectionEditorsCatalog } from '../../i18n';
import { errorMessageAt } from '../fields/field-errors';
import { PlainField } from '../fields/plain-field';

/** What a button or a link of an item's list shows and where it goes. */
export interface LinkEntry {
  label: string;
  href: string;
}

/**
 * The label and the address of one entry of an item's buttons or links (an accordion's actions, a
 * card's links), bound to the list as one value: each field with its error from the list's tree.
 */
export function LinkFields({
  entry,
  index,
  error,
  labels,
  hrefHelp,
  onChange,
}: {
  entry: LinkEntry;
  index: number;
  /** The list's error tree from the form. */
  error: unknown;
  /** What the type calls the two fields. */
  labels: { readonly label: SectionEditorsKey; readonly href: SectionEditorsKey };
  hrefHelp?: string;
  onChange: (patch: Partial<LinkEntry>) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  return (
    <>
      <PlainField label={t(labels.label)} error={errorMessageAt(error, [index, 'label'])}>
        {(id) => (
          <Input id={id} value={entry.label} onChange={(event) => onChange({ label: event.target.value })} />
        )}
      </PlainField>
      <PlainField label={t(labels.href)} help={hrefHelp} error={errorMessageAt(error, [index, 'href'])}>
        {(id) => (
          <Input
            id={id}
            value={entry.href}
            placeholder="https://…"
            onChange={(event) => onChange({ href: event.target.value })}
          />
        )}
      </PlainField>
    </>
  );
}
