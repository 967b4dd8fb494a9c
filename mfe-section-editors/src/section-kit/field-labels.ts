import type { SectionEditorsKey, SectionEditorsTranslate } from '../i18n';

/**
 * What a section's editor calls its fields, declared once per section type: its form labels its
 * fields with them, and the preview names a field that still needs something with them
 * ("Accordion 1 › Content: Accordion content is required"), never with the config's path
 * ("accordions.0.content"). The labels are keys of the catalog, read in the page's language.
 */
export type FieldLabels = { readonly [key: string]: FieldLabel };

export type FieldLabel =
  /** A field: its label. */
  | SectionEditorsKey
  /** A list (accordions, tabs, items): one entry is "<item> <n>"; `label` names the list itself. */
  | {
      readonly item: SectionEditorsKey;
      readonly label?: SectionEditorsKey;
      readonly fields?: FieldLabels;
    }
  /**
   * A group of fields (settings, content): `label` is shown before its fields' labels when given.
   * A pair of values (a tuple) names its positions as fields: `{ 0: 'Across', 1: 'Down' }`.
   */
  | { readonly label?: SectionEditorsKey; readonly fields: FieldLabels };

/** "videoUrl" → "Video url": a field no label names still reads as words. */
function words(key: string): string {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Where an issue is, in the editor's words: "Accordion 1 › Content"; empty for the whole section. */
export function fieldPathLabel(
  labels: FieldLabels | undefined,
  path: readonly PropertyKey[],
  t: SectionEditorsTranslate,
): string {
  const parts: string[] = [];
  let scope = labels;
  for (let at = 0; at < path.length; at += 1) {
    const segment = path[at];
    if (typeof segment === 'number' && scope?.[String(segment)] === undefined) {
      // An entry of a list no label names: "Items 2".
      const list = parts.pop();
      parts.push(list === undefined ? `#${segment + 1}` : `${list} ${segment + 1}`);
      scope = undefined;
      continue;
    }
    const key = String(segment);
    const label = scope?.[key];
    if (label === undefined) {
      parts.push(words(key));
      scope = undefined;
    } else if (typeof label === 'string') {
      parts.push(t(label));
      scope = undefined;
    } else if ('item' in label) {
      const index = path[at + 1];
      if (typeof index === 'number') {
        parts.push(`${t(label.item)} ${index + 1}`);
        at += 1;
      } else {
        parts.push(label.label ? t(label.label) : words(key));
      }
      scope = label.fields;
    } else {
      if (label.label) parts.push(t(label.label));
      scope = label.fields;
    }
  }
  return parts.join(' › ');
}

/** An issue as the owner reads it: "Tab 2 › Label: Tab label is required", or the message alone. */
export function describeIssue(
  labels: FieldLabels | undefined,
  issue: { message: string; path: readonly PropertyKey[] },
  t: SectionEditorsTranslate,
): string {
  const where = fieldPathLabel(labels, issue.path, t);
  return where ? `${where}: ${issue.message}` : issue.message;
}
