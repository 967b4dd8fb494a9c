import { oc } from '@orpc/contract';
import { DeletedCountSchema } from '../schemas/orders';
import {
  ContractFormIdInputSchema,
  ContractFormInputSchema,
  ContractFormListInputSchema,
  ContractFormListSchema,
  ContractFormSchema,
  ContractFormUpdateInputSchema,
  SiteContractFormInputSchema,
  SiteContractFormSchema,
} from '../schemas/contract-form';

const contractForm = oc.route({ tags: ['Contract forms'] });

/** The signed-in owner's contract forms; another owner's answer 404 like unknown ones. */
export const contractFormsContract = {
  list: contractForm
    .route({
      method: 'GET',
      path: '/contract-forms',
      summary: "The signed-in user's contract forms by name (q searches the name)",
    })
    .input(ContractFormListInputSchema)
    .output(ContractFormListSchema),
  create: contractForm
    .route({ method: 'POST', path: '/contract-forms', summary: 'Save a new contract form' })
    .input(ContractFormInputSchema)
    .output(ContractFormSchema),
  get: contractForm
    .route({
      method: 'GET',
      path: '/contract-forms/{id}',
      summary: "One of the signed-in user's contract forms",
    })
    .input(ContractFormIdInputSchema)
    .output(ContractFormSchema),
  update: contractForm
    .route({ method: 'PUT', path: '/contract-forms/{id}', summary: 'Replace a contract form' })
    .input(ContractFormUpdateInputSchema)
    .output(ContractFormSchema),
  remove: contractForm
    .route({ method: 'DELETE', path: '/contract-forms/{id}', summary: 'Delete a contract form' })
    .input(ContractFormIdInputSchema)
    .output(DeletedCountSchema),
  /** Public, for a user-contract-form section: only a form of the site's owner (404 otherwise). */
  public: oc
    .route({
      tags: ['Site content (public)'],
      method: 'GET',
      path: '/sites/{siteId}/public/contract-forms/{id}',
      summary: "A contract form of the site's owner, for a contract-form section (only its chosen functions)",
    })
    .input(SiteContractFormInputSchema)
    .output(SiteContractFormSchema),
};
