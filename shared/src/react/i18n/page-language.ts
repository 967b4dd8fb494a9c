import { useSyncExternalStore } from 'react';
import type { Language } from '@suite/shared';
import { currentLanguage, suiteI18n } from './i18n';

function subscribe(onChange: () => void): () => void {
  suiteI18n.on('languageChanged', onChange);
  return () => suiteI18n.off('languageChanged', onChange);
}

/** The page's language, following the header's switch. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
