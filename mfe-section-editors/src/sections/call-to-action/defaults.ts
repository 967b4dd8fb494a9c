import type { CallToActionConfig } from '@suite/shared';

export const CALL_TO_ACTION_DEFAULTS: CallToActionConfig = {
  variant: 'light',
  title: '',
  subtitle: '',
  button: { title: '', url: '', openInNewPage: false },
  items: [],
};
