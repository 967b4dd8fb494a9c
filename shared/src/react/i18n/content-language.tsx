import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@suite/shared';

const ContentLanguageContext = createContext<Language | undefined>(undefined);

/**
 * Draws `children` in another language than the page's: a widget's sections previewed inside the
 * admin speak the widget's Language, as its visitors read them, while the admin around them keeps
 * the owner's. Every catalog (`defineCatalog`) and the formatter (`useFormat`) below follow it;
 * `undefined` keeps the language around it.
 */
export function ContentLanguage({
  language,
  children,
}: {
  language: Language | undefined;
  children: ReactNode;
}) {
  const around = useContext(ContentLanguageContext);
  return (
    <ContentLanguageContext.Provider value={language ?? around}>{children}</ContentLanguageContext.Provider>
  );
}

/** The language `ContentLanguage` set here, if any (else the page's applies). */
export function useContentLanguage(): Language | undefined {
  return useContext(ContentLanguageContext);
}
