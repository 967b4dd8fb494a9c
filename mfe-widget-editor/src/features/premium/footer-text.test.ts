import { formatCredits } from './credits-text';
import { signatureText } from './footer-text';

const LOVE_BY = 'made with love by';

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

describe('credits', () => {
  it('show 4 decimals, cut rather than rounded', () => {
    expect(formatCredits('250')).toBe('250.0000');
    expect(formatCredits('0.123456')).toBe('0.1234');
    expect(formatCredits('-1.5')).toBe('-1.5000');
  });
});
