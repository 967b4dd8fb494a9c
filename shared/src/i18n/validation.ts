import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * The form validation messages the schemas share, by code, in every language. A schema names the
 * code (`.min(1, required)`) and zod asks for the text when it reports the issue, in the language
 * the page set (`setValidationLanguage`, done by `@suite/shared/react` as the page changes language).
 * The API never sets one: its 400s stay in English, with their codes (ADR 0016).
 */
const MESSAGES = {
  en: {
    required: 'Required',
    atMostChars: 'Must be at most {{max}} characters',
    atLeast: 'Must be at least {{min}}',
    atMost: 'Must be at most {{max}}',
  },
  es: {
    required: 'Obligatorio',
    atMostChars: 'Debe tener como máximo {{max}} caracteres',
    atLeast: 'Debe ser como mínimo {{min}}',
    atMost: 'Debe ser como máximo {{max}}',
  },
  pt: {
    required: 'Obrigatório',
    atMostChars: 'Deve ter no máximo {{max}} caracteres',
    atLeast: 'Deve ser no mínimo {{min}}',
    atMost: 'Deve ser no máximo {{max}}',
  },
} satisfies Record<Language, Record<string, string>>;

export type ValidationCode = keyof (typeof MESSAGES)['en'];
export const VALIDATION_MESSAGES: Record<Language, Record<ValidationCode, string>> = MESSAGES;

let language: Language = DEFAULT_LANGUAGE;

/** The language zod's issues are reported in from now on. */
export function setValidationLanguage(next: Language): void {
  language = next;
}

/** A validation message in the page's language, its `{{placeholders}}` filled. */
export function validationMessage(code: ValidationCode, values: Record<string, number> = {}): string {
  return VALIDATION_MESSAGES[language][code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}

/** zod's params for a message told when the issue is reported, so in the language of that moment. */
interface LazyMessage {
  error: () => string;
}

/** 'Required' (seed 000, 001). */
export const required: LazyMessage = { error: () => validationMessage('required') };

/** 'Must be at most 100 characters'. */
export function atMostChars(max: number): LazyMessage {
  return { error: () => validationMessage('atMostChars', { max }) };
}

/** 'Must be at least 0'. */
export function atLeast(min: number): LazyMessage {
  return { error: () => validationMessage('atLeast', { min }) };
}

/** 'Must be at most 24'. */
export function atMost(max: number): LazyMessage {
  return { error: () => validationMessage('atMost', { max }) };
}
