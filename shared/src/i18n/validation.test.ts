import { IMAGE_TOO_LARGE_MESSAGE, LeaderboardScoreSchema, SCORE_DECIMALS_MESSAGE } from '../schemas';
import {
  COMMERCE_PICK_CODES,
  COMMERCE_PICK_MESSAGES,
  INVALID_STEPPER_MESSAGE,
  OPTIONAL_URL_MESSAGE,
  RANKING_REQUIRED_MESSAGE,
  TABS_DEFAULTS,
  TabsConfigSchema,
  WALLET_COLOUR_MESSAGE,
  WALLET_IMAGE_URL_MESSAGE,
  WalletGlassSettingsSchema,
  WIDGET_REQUIRED_MESSAGE,
} from '../sections';
import { WidgetConfigSchema } from '../widget';
import { LANGUAGES } from './languages';
import es from './validation-locales/es.json';
import pt from './validation-locales/pt.json';
import {
  inValidationLanguage,
  loadValidationMessages,
  setValidationLanguage,
  VALIDATION_ENGLISH,
  validationMessage,
  validationNumber,
  type ValidationCode,
} from './validation';

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const CODES = Object.keys(VALIDATION_ENGLISH) as ValidationCode[];
const CATALOGS: Record<(typeof LANGUAGES)[number], Record<string, string>> = {
  en: VALIDATION_ENGLISH,
  es,
  pt,
};

beforeAll(async () => {
  await Promise.all(LANGUAGES.map((language) => loadValidationMessages(language)));
});
afterEach(() => setValidationLanguage('en'));

describe('the validation messages', () => {
  it('have every code in every language, with the placeholders of the English', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(CATALOGS[language]).sort()).toEqual([...CODES].sort());
      for (const code of CODES) {
        const message = CATALOGS[language][code] ?? '';
        expect(message.trim()).not.toBe('');
        expect([code, placeholders(message)]).toEqual([code, placeholders(VALIDATION_ENGLISH[code])]);
        if (language !== 'en') expect([code, message]).not.toEqual([code, VALIDATION_ENGLISH[code]]);
      }
    }
  });

  it('word the English constants that screens and tests name, character for character', () => {
    expect(validationMessage('chooseLeaderboard')).toBe(RANKING_REQUIRED_MESSAGE);
    expect(validationMessage('chooseWidget')).toBe(WIDGET_REQUIRED_MESSAGE);
    for (const [content, code] of Object.entries(COMMERCE_PICK_CODES)) {
      expect(validationMessage(code)).toBe(
        COMMERCE_PICK_MESSAGES[content as keyof typeof COMMERCE_PICK_CODES],
      );
    }
    expect(validationMessage('optionalUrl')).toBe(OPTIONAL_URL_MESSAGE);
    expect(validationMessage('invalidStepper')).toBe(INVALID_STEPPER_MESSAGE);
    expect(validationMessage('walletColour')).toBe(WALLET_COLOUR_MESSAGE);
    expect(validationMessage('httpUrl')).toBe(WALLET_IMAGE_URL_MESSAGE);
    expect(validationMessage('mustHaveAtMostDecimals', { max: 4 })).toBe(SCORE_DECIMALS_MESSAGE);
    expect(validationMessage('imageTooLarge', { max: 5 })).toBe(IMAGE_TOO_LARGE_MESSAGE);
  });

  it('write numbers in English as the schemas always did, and in the language of the page otherwise', () => {
    for (const value of [0, 1, 24, 2048, 20_000, 2_147_483_647, 0.01, 0.1, 0.15, -5, 12.5]) {
      expect(validationNumber(value)).toBe(String(value));
    }
    expect(validationNumber(100_000_000_000, { grouped: true })).toBe('100,000,000,000');
    setValidationLanguage('es');
    expect(validationNumber(0.15)).toBe('0,15');
    expect(validationNumber(20_000)).toBe('20000');
    expect(validationNumber(100_000_000_000, { grouped: true })).toBe('100.000.000.000');
  });
});

describe('a schema’s failure', () => {
  const noTab = { ...TABS_DEFAULTS, tabs: [] };
  const widget = { name: 'Shop', currency: 'usd', page: { title: '', sections: [] } };

  it('is worded when it is reported, in the language of that moment', () => {
    setValidationLanguage('es');
    expect(messages(TabsConfigSchema.safeParse(noTab))).toEqual(['Se necesita al menos una pestaña']);
    expect(messages(WidgetConfigSchema.safeParse(widget))).toEqual([
      'Debe ser un código de moneda, como USD',
    ]);
    expect(messages(WalletGlassSettingsSchema.safeParse({ glassOpacity: 0.2 }))).toEqual([
      'Debe estar entre 0,01 y 0,15',
    ]);
    expect(messages(LeaderboardScoreSchema.safeParse(-1e12))).toEqual([
      'Debe ser como mínimo -100.000.000.000',
    ]);

    setValidationLanguage('pt');
    expect(messages(TabsConfigSchema.safeParse(noTab))).toEqual(['É necessária pelo menos uma aba']);

    setValidationLanguage('en');
    expect(messages(TabsConfigSchema.safeParse(noTab))).toEqual(['At least one tab is required']);
    expect(messages(WidgetConfigSchema.safeParse(widget))).toEqual(['Must be a currency code such as USD']);
    expect(messages(WalletGlassSettingsSchema.safeParse({ glassOpacity: 0.2 }))).toEqual([
      'Must be between 0.01 and 0.15',
    ]);
    expect(messages(LeaderboardScoreSchema.safeParse(-1e12))).toEqual(['Must be at least -100,000,000,000']);
  });

  it('is worded in another language for the span of a parse, then in the page’s again', () => {
    setValidationLanguage('en');
    const inPortuguese = inValidationLanguage('pt', () => messages(TabsConfigSchema.safeParse(noTab)));
    expect(inPortuguese).toEqual(['É necessária pelo menos uma aba']);
    expect(messages(TabsConfigSchema.safeParse(noTab))).toEqual(['At least one tab is required']);
    expect(() =>
      inValidationLanguage('es', () => {
        throw new Error('parse failed');
      }),
    ).toThrow('parse failed');
    expect(messages(TabsConfigSchema.safeParse(noTab))).toEqual(['At least one tab is required']);
  });
});
