import type { UserContractFormConfig } from '@suite/shared';

export const USER_CONTRACT_FORM_DEFAULTS: UserContractFormConfig = { formId: '', hideFormInfo: false };
