import { createContext, useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Language } from '@suite/shared';
import { usePartAntdLocale } from './antd-locale';
import { useLanguage } from './page-language';

const ContentLanguageContext = createContext<Language | undefined>(undefined);

/**
 * Draws `children` in another language than the page's: a widget's sections previewed inside the
 * admin speak the widget's Language, as its visitors read them, while the admin around them keeps
 * the owner's. Every catalog (`defineCatalog`), the formatter (`useFormat`) and antd's own texts
 * (pagination, empty lists) below follow it; `undefined` keeps the language around it.
 */
export function ContentLanguage({
  language,
  children,
}: {
  language: Language | undefined;
  children: ReactNode;
}) {
  const around = useContext(ContentLanguageContext);
  const drawn = language ?? around;
  const { locale, ready } = usePartAntdLocale(drawn, useLanguage());
  // Drawn once antd's texts of its language are here, so it is not drawn again when they arrive.
  if (!ready) return null;
  return (
    <ConfigProvider locale={locale}>
      <ContentLanguageContext.Provider value={drawn}>{children}</ContentLanguageContext.Provider>
    </ConfigProvider>
  );
}

/** The language `ContentLanguage` set here, if any (else the page's applies). */
export function useContentLanguage(): Language | undefined {
  return useContext(ContentLanguageContext);
}
