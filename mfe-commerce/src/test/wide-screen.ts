/** A screen as wide as a desktop's (`max-width` queries fail), where the lists' "Created on" shows too. */
function wideScreen(media: string): MediaQueryList {
  return {
    matches: !media.includes('max-width'),
    media,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/**
 * The tests of the file or `describe` that calls it run on a desktop's wide screen; the others keep
 * jsdom's narrow one (jest.setup.ts).
 */
export function onAWideScreen(): void {
  const narrowScreen = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = wideScreen;
  });
  afterEach(() => {
    window.matchMedia = narrowScreen;
  });
}
