import { ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN } from '../constants/limits';
import { validationMessage } from '../i18n/validation';

/**
 * Why a quantity of an item cannot be bought, worded in the page's language, or null when it can:
 * `QuantitySchema`'s rule (a whole number from 1 to 100) and messages without zod, so the buyer's pay
 * page checks the quantities on its first load without loading it (issue 18). A test holds the two
 * to the same answers; the server checks with the schema.
 */
export function itemQuantityProblem(value: number | null): string | null {
  if (value === null || !Number.isInteger(value)) return validationMessage('wholeNumber');
  if (value < ITEM_QUANTITY_MIN) return validationMessage('atLeast', { min: ITEM_QUANTITY_MIN });
  if (value > ITEM_QUANTITY_MAX) return validationMessage('atMost', { max: ITEM_QUANTITY_MAX });
  return null;
}
