import { render, screen } from '@testing-library/react';
import { signatureParts, SiteFooter } from './site-page';

const LOVE_BY = 'made with love by';

function signatureText(...args: Parameters<typeof signatureParts>): string {
  const { prefix, text } = signatureParts(...args);
  return [prefix, text].filter(Boolean).join(' ');
}

describe('footer signature text', () => {
  it('shows the app name, then made with love by, then the text', () => {
    expect(signatureText({ text: 'Ana', showAppName: true, showLoveBy: true }, 'Shop', LOVE_BY)).toBe(
      'Shop made with love by Ana',
    );
    expect(signatureText({ text: 'Ana', showAppName: false, showLoveBy: true }, 'Shop', LOVE_BY)).toBe(
      'made with love by Ana',
    );
    expect(signatureText({ text: 'Ana', showAppName: true, showLoveBy: false }, 'Shop', LOVE_BY)).toBe(
      'Shop — Ana',
    );
    expect(signatureText({ text: 'Ana', showAppName: false, showLoveBy: false }, 'Shop', LOVE_BY)).toBe(
      'Ana',
    );
  });

  it('reads the link’s host where a linked signature has no text', () => {
    const signature = { text: ' ', link: 'https://ana.example/about', showAppName: false, showLoveBy: true };
    expect(signatureText(signature, 'Shop', LOVE_BY)).toBe('made with love by ana.example');
    expect(signatureText({ ...signature, link: '' }, 'Shop', LOVE_BY)).toBe('made with love by');
  });
});

describe('SiteFooter', () => {
  const words = { appName: 'Shop' };

  it('shows the signature, linked, above Powered by', () => {
    render(
      <SiteFooter
        {...words}
        footer={{
          showPoweredBy: true,
          signature: {
            enabled: true,
            text: 'Ana',
            link: 'https://ana.example',
            showAppName: true,
            showLoveBy: true,
          },
        }}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Shop made with love by AnaPowered by Site Builder');
    expect(screen.getByRole('link', { name: 'Ana' })).toHaveAttribute('href', 'https://ana.example');
  });

  it('shows nothing when the owner hid both', () => {
    const { container } = render(
      <SiteFooter {...words} footer={{ showPoweredBy: false, signature: null }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
