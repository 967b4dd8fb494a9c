import { zodResolver } from '@hookform/resolvers/zod';
import type { BuyerDetails, BuyerDetailsInput } from '@suite/shared';
import { buyerDetailsSchema } from '@suite/shared/schemas';
import type { Resolver } from 'react-hook-form';

/** The buyer's details checked by their schema, as react-hook-form asks: loaded with zod when needed. */
export function buyerDetailsResolver(rules: {
  requireEmail: boolean;
  requireAddress: boolean;
}): Resolver<BuyerDetailsInput, unknown, BuyerDetails> {
  return zodResolver(buyerDetailsSchema(rules));
}
