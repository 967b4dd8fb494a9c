import type { CustomSignature } from '@suite/shared';

export const MADE_WITH_LOVE_BY = 'made with love by';

/**
 * The footer signature as visitors read it: the app name, then 'made with love by', then the text
 * (which links to `link`). The default signature shows the app name and the love text (seed 001 §3).
 */
export function signatureParts(
  signature: Pick<CustomSignature, 'text' | 'showAppName' | 'showLoveBy'>,
  appName: string,
): { prefix: string; text: string } {
  const words = [signature.showAppName ? appName : '', signature.showLoveBy ? MADE_WITH_LOVE_BY : ''].filter(
    Boolean,
  );
  const prefix = signature.showAppName && !signature.showLoveBy ? `${appName} —` : words.join(' ');
  return { prefix, text: signature.text.trim() };
}

export function signatureText(
  signature: Pick<CustomSignature, 'text' | 'showAppName' | 'showLoveBy'>,
  appName: string,
): string {
  const { prefix, text } = signatureParts(signature, appName);
  return [prefix, text].filter(Boolean).join(' ');
}
