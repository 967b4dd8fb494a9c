import type { AiCodeLanguage } from '@suite/shared';
import type { ChatMessage } from './chat-completions';

const TEXT_SYSTEM_PROMPT = [
  'You write copy for a section of a web3 site made with a no-code site builder.',
  'Answer with the text to put in the field only: no preface, no explanation, no surrounding quotes.',
  'Markdown is allowed where it helps the reader. Write in the language of the request.',
].join(' ');

const LANGUAGE_RULES: Record<AiCodeLanguage, string> = {
  html: 'an HTML fragment for the inside of a page section (no <html>, <head> or <body>, no <script> or <style>)',
  css: 'CSS rules only',
  js: 'plain JavaScript that runs in a browser (no modules to import, no HTML)',
};

const LANGUAGE_NAMES: Record<AiCodeLanguage, string> = { html: 'HTML', css: 'CSS', js: 'JavaScript' };

export function textMessages(prompt: string, context: string | undefined): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: 'system', content: TEXT_SYSTEM_PROMPT }];
  if (context) messages.push({ role: 'user', content: `The field currently contains:\n\n${context}` });
  messages.push({ role: 'user', content: prompt });
  return messages;
}

export function codeMessages(prompt: string, language: AiCodeLanguage): ChatMessage[] {
  const system = [
    `You write code for the ${LANGUAGE_NAMES[language]} tab of a site builder's code section.`,
    `Return only ${LANGUAGE_RULES[language]}.`,
    'No explanations, no comments about the answer, no markdown code fences.',
  ].join(' ');
  return [
    { role: 'system', content: system },
    { role: 'user', content: prompt },
  ];
}

const FENCED_BLOCK = /```[^\n`]*\n([\s\S]*?)\n?```/;

/** Models add markdown fences (and sometimes a sentence around them) despite being told not to. */
export function stripCodeFences(answer: string): string {
  const fenced = FENCED_BLOCK.exec(answer);
  return (fenced?.[1] ?? answer).trim();
}
