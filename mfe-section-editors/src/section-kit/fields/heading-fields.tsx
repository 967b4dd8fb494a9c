import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import type { FieldLabels } from '../field-labels';
import { TextField } from './text-field';
import { useSectionEditorsCatalog } from '../../i18n';

/** What a section's heading fields are called (a type's labels spread them). */
export const HEADING_LABELS = {
  title: 'fields.title',
  subtitle: 'fields.subtitle',
  description: 'fields.description',
} as const satisfies FieldLabels;

/** The text under the title: a short subtitle (a line, up to four) or a longer description. */
type UnderTitle<Values extends FieldValues> =
  { subtitle: FieldPathByValue<Values, string> } | { description: FieldPathByValue<Values, string> };

/**
 * A section's title and the text under it, each with its AI writing: the heading of a trading
 * section or a showcase (a subtitle), or of an NFT section (a description of a few lines).
 */
export function HeadingFields<Values extends FieldValues, Transformed extends FieldValues = Values>({
  control,
  title,
  placeholder,
  under,
}: {
  control: Control<Values, unknown, Transformed>;
  /** The form's fields: `title`, and under it `subtitle` or `description`. */
  title: FieldPathByValue<Values, string>;
  /** What the title field shows while empty. */
  placeholder?: string;
  under: UnderTitle<Values>;
}) {
  const { t } = useSectionEditorsCatalog();
  return (
    <>
      <TextField control={control} name={title} label={t(HEADING_LABELS.title)} placeholder={placeholder} />
      {'subtitle' in under ? (
        <TextField
          control={control}
          name={under.subtitle}
          label={t(HEADING_LABELS.subtitle)}
          rows={{ minRows: 1, maxRows: 4 }}
        />
      ) : (
        <TextField
          control={control}
          name={under.description}
          label={t(HEADING_LABELS.description)}
          rows={{ minRows: 2, maxRows: 6 }}
        />
      )}
    </>
  );
}
