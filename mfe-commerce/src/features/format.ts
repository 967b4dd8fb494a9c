import { CREDITS_DISPLAY_DECIMALS } from '@suite/shared';

/** Credits in USD with 4 decimals (seed §9), from the API's exact decimal text. */
export function formatCredits(amount: string): string {
  return `${Number(amount).toFixed(CREDITS_DISPLAY_DECIMALS)} USD`;
}

export function formatUsd(amount: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Order ids are shown without their first 10 characters (seed §2). */
export function shortOrderId(id: string): string {
  return id.slice(10);
}
