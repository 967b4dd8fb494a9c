import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useDocumentColorScheme } from './color-scheme';
import { useDocumentLanguage } from './i18n/language';

/** The name of the product whose document this is, for its title; none inside a partner's page. */
const DocumentProduct = createContext<string | null>(null);

/**
 * The document of a page the suite owns (the admin, a remote on its own port, the pay page), in the
 * page's colour scheme and language (`color-scheme`, the background, `<html lang>`), titled by the
 * screen shown (`useDocumentTitle`: "Orders · Site Builder"). A partner's page that embeds a remote
 * keeps its own.
 */
export function SuiteDocument({ product, children }: { product: string; children: ReactNode }) {
  useDocumentColorScheme();
  useDocumentLanguage();
  return <DocumentProduct.Provider value={product}>{children}</DocumentProduct.Provider>;
}

/**
 * Titles the suite's own document after the screen shown (`undefined`: the product's name alone);
 * does nothing in a partner's page, nor with `null` (a part of a screen, which leaves it to the screen).
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const product = useContext(DocumentProduct);
  useEffect(() => {
    if (product === null || title === null) return;
    document.title = title ? `${title} · ${product}` : product;
  }, [product, title]);
}
