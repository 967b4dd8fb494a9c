import { z } from 'zod';

export const UserContractFormConfigSchema = z.object({
  formId: z.string('Form ID is required').trim().min(1, 'Form ID is required'),
  hideFormInfo: z.boolean(),
});
export type UserContractFormConfig = z.infer<typeof UserContractFormConfigSchema>;
