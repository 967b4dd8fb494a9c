import type { CustomSignature } from '@suite/shared/widget';

type SignatureWords = Pick<CustomSignature, 'text' | 'link' | 'showAppName' | 'showLoveBy'>;

/** The host a link goes to ("ana.example"), or nothing when it is not a URL. */
function hostOf(link: string | undefined): string {
  if (!link) return '';
  try {
    return new URL(link).host;
  } catch {
    return '';
  }
}

/**
 * The footer signature as visitors read it: the app name, then the love text ('made with love by',
 * in the page's language: `loveBy`), then the text (which links to `link`; without a text, the link
 * reads its host, so it is never an empty link nobody can see). The default signature shows the app
 * name and the love text (seed 001 §3).
 */
export function signatureParts(
  signature: SignatureWords,
  appName: string,
  loveBy: string,
): { prefix: string; text: string } {
  const words = [signature.showAppName ? appName : '', signature.showLoveBy ? loveBy : ''].filter(Boolean);
  const prefix = signature.showAppName && !signature.showLoveBy ? `${appName} —` : words.join(' ');
  return { prefix, text: signature.text.trim() || hostOf(signature.link) };
}

export function signatureText(signature: SignatureWords, appName: string, loveBy: string): string {
  const { prefix, text } = signatureParts(signature, appName, loveBy);
  return [prefix, text].filter(Boolean).join(' ');
}
