// The pay page `/c/{id}` is mfe_commerce's own light page (its `pay/pay.js`), not the admin: a buyer
// on a phone waits for neither the admin's shared libraries nor the wallet's code until paying. The
// shell only finds where mfe_commerce is deployed (remotes.json, read at run time like every remote)
// and loads that page's script, which renders into #root. Nothing of React or antd is loaded here.
import { browserDraw, browserLanguage, pickVersion, readRemoteEntry, type Language } from '@suite/shared';
import { REMOTES_CONFIG_URL } from '../federation/remotes-config-url';

/** Where mfe_commerce's build puts its pay page, beside its mf-manifest.json. */
const PAY_PAGE_SCRIPT = 'pay/pay.js';

async function commerceManifestUrl(): Promise<string> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok)
    throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status} ${response.statusText}`);
  const remotes: unknown = await response.json();
  const entry = readRemoteEntry(
    typeof remotes === 'object' && remotes !== null && 'mfe_commerce' in remotes
      ? remotes.mfe_commerce
      : undefined,
  );
  if (!entry) throw new Error(`${REMOTES_CONFIG_URL} gives no address for mfe_commerce`);
  // Of several builds, the one this browser drew, as in the admin.
  return new URL(pickVersion(entry, browserDraw()).url, window.location.href).href;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}

/** The failure's words, in the buyer's browser's language: this page carries no catalog. */
const FAILURE_WORDS: Record<Language, { title: string; retry: string }> = {
  en: { title: 'The payment page could not be loaded', retry: 'Try again' },
  es: { title: 'No se pudo cargar la página de pago', retry: 'Intentar de nuevo' },
  pt: { title: 'Não foi possível carregar a página de pagamento', retry: 'Tentar novamente' },
};

/**
 * Without React nor antd: the page says, in the buyer's language, that it failed and offers to try
 * again; the technical reason (in English, for whoever runs the site) follows.
 */
function showFailure(reason: string) {
  const words = FAILURE_WORDS[browserLanguage(navigator.languages)];
  const root = document.getElementById('root') ?? document.body;
  const main = document.createElement('main');
  main.style.cssText = 'max-width:560px;margin:64px auto;padding:0 16px;font-family:system-ui,sans-serif';
  const title = document.createElement('h1');
  title.textContent = words.title;
  // Secondary: the technical reason, in English, for whoever runs the site.
  const detail = document.createElement('p');
  detail.setAttribute('role', 'alert');
  detail.style.cssText = 'color:#666;font-size:14px;overflow-wrap:anywhere';
  detail.textContent = reason;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = words.retry;
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, detail, retry);
  root.replaceChildren(main);
}

/** Loads mfe_commerce's pay page into this page, or says why it could not. */
export async function loadPayPage(): Promise<void> {
  try {
    await loadScript(new URL(PAY_PAGE_SCRIPT, await commerceManifestUrl()).href);
  } catch (error) {
    showFailure(error instanceof Error ? error.message : String(error));
  }
}
