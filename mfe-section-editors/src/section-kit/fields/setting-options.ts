import type { SectionEditorsTranslate } from '../../i18n';
import type { FieldOption } from './bound-field';

/**
 * The choices several sections' settings share, in the editor's words: one list each, so the
 * accordion, the stepper and the tabs offer them alike.
 */

/** How a stepper's steps or a tab bar run: across or down. */
export function orientationOptions(t: SectionEditorsTranslate): FieldOption[] {
  return [
    { value: 'horizontal', label: t('stepper.orientations.horizontal') },
    { value: 'vertical', label: t('stepper.orientations.vertical') },
  ];
}

/** A section's frame: raised by a shadow (elevation) or drawn with a border (outlined). */
export function surfaceVariantOptions(t: SectionEditorsTranslate): FieldOption[] {
  return [
    { value: 'elevation', label: t('fields.elevation') },
    { value: 'outlined', label: t('common.actions.variants.outlined') },
  ];
}
