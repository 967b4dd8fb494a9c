import { useEffect, useState } from 'react';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@suite/shared';
import { ChoiceMenu } from './choice-menu';
import { setLanguage } from './i18n/i18n';
import { useLanguage } from './i18n/language';
import { useSharedCatalog } from './i18n/shared-catalog';
import { useFeedback } from './use-feedback';

/** The header's language menu: English, Español, Português; one language for the page, remembered. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { t } = useSharedCatalog();
  const { message } = useFeedback();
  // A language some of whose texts did not load (a dropped connection): the page is in it all the
  // same, with those in English, and says so once drawn in it.
  const [partlyLoaded, setPartlyLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (!partlyLoaded) return;
    void message.warning(t('language.partlyLoaded', { name: LANGUAGE_NAMES[partlyLoaded] }));
    setPartlyLoaded(null);
  }, [partlyLoaded, message, t]);
  const code = language.toUpperCase();
  return (
    <ChoiceMenu
      choices={LANGUAGES.map((key) => ({ key, label: <span lang={key}>{LANGUAGE_NAMES[key]}</span> }))}
      value={language}
      onChoose={(chosen) =>
        void setLanguage(chosen).then((complete) => {
          if (!complete) setPartlyLoaded(chosen);
        })
      }
      // The name holds the code shown, as a word of its own, so what is read out matches what is seen.
      name={`${t('language.switch', { name: LANGUAGE_NAMES[language] })}, ${code}`}
      icon={<GlobalOutlined aria-hidden />}
      text={code}
    />
  );
}
