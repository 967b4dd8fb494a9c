import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { LANGUAGE_NAMES, LANGUAGES } from '@suite/shared';
import { ChoiceMenu } from './choice-menu';
import { setLanguage } from './i18n/i18n';
import { useLanguage } from './i18n/language';
import { useSharedCatalog } from './i18n/shared-catalog';

/** The header's language menu: English, Español, Português; one language for the page, remembered. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { t } = useSharedCatalog();
  const code = language.toUpperCase();
  return (
    <ChoiceMenu
      choices={LANGUAGES.map((key) => ({ key, label: <span lang={key}>{LANGUAGE_NAMES[key]}</span> }))}
      value={language}
      onChoose={(chosen) => void setLanguage(chosen)}
      // The name holds the code shown, as a word of its own, so what is read out matches what is seen.
      name={`${t('language.switch', { name: LANGUAGE_NAMES[language] })}, ${code}`}
      icon={<GlobalOutlined aria-hidden />}
      text={code}
    />
  );
}
