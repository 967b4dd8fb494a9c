import type { PremiumFeature } from '@suite/shared';

export const FEATURE_UNLOCKED = 'Feature unlocked';
export const FEATURE_DISABLED = 'Feature disabled';

/** Seed 001 §8, word for word. */
export function unlockErrorText(errorMsg: string): string {
  return `Error unlocking feature. try again! Error: ${errorMsg}`;
}

export function disableErrorText(errorMsg: string): string {
  return `Error disabling feature. try again! Error: ${errorMsg}`;
}

export const FEATURE_TITLES: Record<PremiumFeature, { title: string; description: string }> = {
  'powered-by': {
    title: 'Hide powered by',
    description: 'Remove "Powered by" from the footer of your widgets.',
  },
  'widget-signature': {
    title: 'Widget signature',
    description: 'Sign the footer of your widgets with your own text and link.',
  },
  'custom-domain': { title: 'Custom domain', description: 'Serve your site on your own domain.' },
};
