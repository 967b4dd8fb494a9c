import * as z from 'zod/v4';

export const UserContractFormConfigSchema = z.object({
  formId: z.string('Form ID is required').trim().min(1, 'Form ID is required'),
  hideFormInfo: z.boolean(),
});
export type UserContractFormConfig = z.infer<typeof UserContractFormConfigSchema>;

/** A new contract-form section: no form picked yet, its info shown. */
export const USER_CONTRACT_FORM_DEFAULTS: UserContractFormConfig = { formId: '', hideFormInfo: false };
