import type { FieldLabels } from '../../section-kit/field-labels';

/** The contract form section editor's words for its fields: its form and the preview's messages use them. */
export const USER_CONTRACT_FORM_LABELS = {
  formId: 'userContractForm.fields.formId',
  hideFormInfo: 'userContractForm.fields.hideFormInfo',
} as const satisfies FieldLabels;
