import { useEffect, useReducer } from 'react';
import { hasValidationMessages, inValidationLanguage, loadValidationMessages } from '@suite/shared';
import { useContentLanguage } from './content-language';
import { useLanguage } from './language';

/**
 * `schema.safeParse(data)` with its issues worded in the language drawn here (`ContentLanguage`'s,
 * else the page's): a section previewed in the widget's language says what it still needs in that
 * language, not in the admin's. That language's messages load if they are not here yet (English
 * meanwhile).
 */
export function useParseInContentLanguage<Result extends { error?: { issues: unknown } }>(
  schema: { safeParse: (data: unknown) => Result },
  data: unknown,
): Result {
  const content = useContentLanguage();
  const page = useLanguage();
  const language = content ?? page;
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (hasValidationMessages(language)) return;
    let live = true;
    void loadValidationMessages(language).then(() => {
      if (live) loaded();
    });
    return () => {
      live = false;
    };
  }, [language]);
  return inValidationLanguage(language, () => {
    const result = schema.safeParse(data);
    // zod words an issue when it is first read, and keeps that: read them here, in this language.
    void result.error?.issues;
    return result;
  });
}
