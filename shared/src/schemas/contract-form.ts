import * as z from 'zod/v4';
import { SERIAL_ID_MAX } from '../constants/limits';
import { CONTRACT_FUNCTIONS_MAX, functionSignature, parseAbiFunctions } from './abi-functions';
import { ContractAbiSchema, SectionChainIdSchema } from './contract-abi';
import { AddressSchema, requiredText, WidgetIdSchema } from './common';
import { limitSchema, PageSchema, SearchSchema } from './paging';
import { atMostChars, coded, validationMessage } from '../i18n/validation';

export const CONTRACT_FORM_NAME_MAX = 100;
export const CONTRACT_FORM_DESCRIPTION_MAX = 1000;
export const CONTRACT_FORM_LABEL_MAX = 100;
/** The contract-form picker's page size. */
export const CONTRACT_FORM_PICKER_PAGE_SIZE = 20;

export const ContractFormIdSchema = z.coerce
  .number(coded('contractFormId'))
  .int(coded('contractFormId'))
  .min(1, coded('contractFormId'))
  .max(SERIAL_ID_MAX, coded('contractFormId'));

/** One function of the form: its signature in the ABI and the label of each argument's field, in order. */
export const ContractFormFunctionSchema = z.object({
  signature: z.string().max(1000),
  /** A blank label shows the parameter's own name. */
  labels: z
    .array(z.string().trim().max(CONTRACT_FORM_LABEL_MAX, atMostChars(CONTRACT_FORM_LABEL_MAX)))
    .max(64),
});
export type ContractFormFunction = z.infer<typeof ContractFormFunctionSchema>;

/**
 * What an owner saves: a contract on a chain, its ABI (read like the contract section's), the
 * functions visitors get, and a label per argument. Every chosen signature must be in the ABI, once.
 */
export const ContractFormInputSchema = z
  .object({
    name: requiredText(CONTRACT_FORM_NAME_MAX),
    description: z
      .string()
      .trim()
      .max(CONTRACT_FORM_DESCRIPTION_MAX, atMostChars(CONTRACT_FORM_DESCRIPTION_MAX))
      .default(''),
    chainId: SectionChainIdSchema,
    address: AddressSchema,
    abi: ContractAbiSchema,
    functions: z
      .array(ContractFormFunctionSchema)
      .min(1, coded('chooseFunction'))
      .max(CONTRACT_FUNCTIONS_MAX, coded('atMostFunctions', { max: CONTRACT_FUNCTIONS_MAX })),
  })
  .superRefine((form, context) => {
    const parsed = parseAbiFunctions(form.abi);
    if (parsed.error !== undefined) return;
    const seen = new Set<string>();
    form.functions.forEach((chosen, index) => {
      const fn = parsed.functions.find((item) => functionSignature(item) === chosen.signature);
      if (!fn || seen.has(chosen.signature)) {
        context.addIssue({
          code: 'custom',
          path: ['functions', index, 'signature'],
          message: validationMessage(fn ? 'chosenTwice' : 'notInAbi', { signature: chosen.signature }),
        });
      } else if (chosen.labels.length > fn.inputs.length) {
        context.addIssue({
          code: 'custom',
          path: ['functions', index, 'labels'],
          message: validationMessage(fn.inputs.length === 1 ? 'takesOneArgument' : 'takesArguments', {
            signature: chosen.signature,
            count: fn.inputs.length,
          }),
        });
      }
      seen.add(chosen.signature);
    });
  });
export type ContractFormInput = z.input<typeof ContractFormInputSchema>;
export type ContractFormValues = z.output<typeof ContractFormInputSchema>;

export const ContractFormUpdateInputSchema = ContractFormInputSchema.safeExtend({ id: ContractFormIdSchema });

const formFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  chainId: z.number().int(),
  address: z.string(),
};

export const ContractFormSchema = z.object({
  ...formFields,
  abi: z.string(),
  functions: z.array(ContractFormFunctionSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContractForm = z.infer<typeof ContractFormSchema>;

/** A form in a list: what the picker and the owner's table show (never the ABI). */
export const ContractFormSummarySchema = z.object({
  ...formFields,
  functionCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type ContractFormSummary = z.infer<typeof ContractFormSummarySchema>;

export const ContractFormListInputSchema = z.object({
  page: PageSchema,
  pageSize: limitSchema(CONTRACT_FORM_PICKER_PAGE_SIZE),
  q: SearchSchema,
});
export type ContractFormListInput = z.input<typeof ContractFormListInputSchema>;

export const ContractFormListSchema = z.object({
  items: z.array(ContractFormSummarySchema),
  total: z.number().int().min(0),
});
export type ContractFormList = z.infer<typeof ContractFormListSchema>;

export const ContractFormIdInputSchema = z.object({ id: ContractFormIdSchema });

export const SiteContractFormInputSchema = z.object({ siteId: WidgetIdSchema, id: ContractFormIdSchema });

/** A form as a visitor's page reads it: the ABI holds only the chosen functions. */
export const SiteContractFormSchema = z.object({
  ...formFields,
  abi: z.string(),
  functions: z.array(ContractFormFunctionSchema),
});
export type SiteContractForm = z.infer<typeof SiteContractFormSchema>;
