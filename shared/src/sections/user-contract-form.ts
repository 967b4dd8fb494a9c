import * as z from 'zod/v4';
import { coded } from '@suite/shared';

export const UserContractFormConfigSchema = z.object({
  formId: z.string(coded('formIdRequired')).trim().min(1, coded('formIdRequired')),
  hideFormInfo: z.boolean(),
});
export type UserContractFormConfig = z.infer<typeof UserContractFormConfigSchema>;

/** A new contract-form section: no form picked yet, its info shown. */
export const USER_CONTRACT_FORM_DEFAULTS: UserContractFormConfig = { formId: '', hideFormInfo: false };
