import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { VERSION_DRAW_KEY } from '@suite/shared';
import { loadPayPage } from './load-pay-page';
import { isPayPagePath } from './pay-path';

function answerRemotes(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status }));
}

/** The script the loader added, once it is in the page. */
async function addedScript(): Promise<HTMLScriptElement> {
  await waitFor(() => expect(document.head.querySelector('script')).not.toBeNull());
  return document.head.querySelector('script') as HTMLScriptElement;
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
});

describe('isPayPagePath', () => {
  it('is a checkout link, and nothing of the admin', () => {
    expect(isPayPagePath('/c/7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11')).toBe(true);
    expect(isPayPagePath('/c/abc/')).toBe(true);
    expect(isPayPagePath('/c/')).toBe(false);
    expect(isPayPagePath('/c/abc/receipt')).toBe(false);
    expect(isPayPagePath('/admin/widget')).toBe(false);
    expect(isPayPagePath('/collection/1/0xabc')).toBe(false);
  });
});

describe('loadPayPage', () => {
  it("loads mfe_commerce's pay page from beside the manifest remotes.json names", async () => {
    answerRemotes(200, { mfe_commerce: 'https://commerce.example.com/v2/mf-manifest.json' });
    const loaded = loadPayPage();
    const script = await addedScript();
    expect(script.src).toBe('https://commerce.example.com/v2/pay/pay.js');
    script.dispatchEvent(new Event('load'));
    await loaded;
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the build of mfe_commerce this browser drew when it has several, as the admin does', async () => {
    answerRemotes(200, {
      mfe_commerce: {
        versions: [
          { url: 'https://commerce.example.com/v2/mf-manifest.json', weight: 90 },
          { url: 'https://commerce.example.com/v3/mf-manifest.json', weight: 10 },
        ],
      },
    });
    localStorage.setItem(VERSION_DRAW_KEY, '0.95');
    const loaded = loadPayPage();
    const script = await addedScript();
    expect(script.src).toBe('https://commerce.example.com/v3/pay/pay.js');
    script.dispatchEvent(new Event('load'));
    await loaded;
    localStorage.removeItem(VERSION_DRAW_KEY);
  });

  it('says so when the pay page script cannot be loaded, with a way to try again', async () => {
    answerRemotes(200, { mfe_commerce: 'http://localhost:3004/mf-manifest.json' });
    const loaded = loadPayPage();
    (await addedScript()).dispatchEvent(new Event('error'));
    await loaded;
    expect(screen.getByRole('heading', { name: 'The payment page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'http://localhost:3004/pay/pay.js could not be loaded',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says it in the buyer's browser's language, the technical reason as it is", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    try {
      answerRemotes(503, {});
      await loadPayPage();
      expect(
        screen.getByRole('heading', { name: 'Não foi possível carregar a página de pagamento' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('/remotes.json answered 503');
    } finally {
      languages.mockRestore();
    }
  });

  it('says so when remotes.json cannot be read or names no mfe_commerce', async () => {
    answerRemotes(503, {});
    await loadPayPage();
    expect(screen.getByRole('alert')).toHaveTextContent('/remotes.json answered 503');

    answerRemotes(200, { mfe_auth: 'http://localhost:3001/mf-manifest.json' });
    await loadPayPage();
    expect(screen.getByRole('alert')).toHaveTextContent('/remotes.json gives no address for mfe_commerce');
  });
});
