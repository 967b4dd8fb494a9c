import { act, fireEvent, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { SuiteProviders } from './suite-providers';

/** What antd's components read from the theme they are rendered in. */
function MotionToken() {
  const { token } = theme.useToken();
  return <p>motion {String(token.motion)}</p>;
}

/** A `matchMedia` whose answer to queries naming `feature` the test changes, telling its listeners. */
function systemPreference(feature: string, initial: boolean) {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  let matches = initial;
  const original = window.matchMedia;
  window.matchMedia = (media: string): MediaQueryList => ({
    media,
    get matches() {
      return media.includes(feature) && matches;
    },
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
      listeners.delete(listener),
    dispatchEvent: () => false,
  });
  return {
    set(next: boolean) {
      matches = next;
      const event = new Event('change');
      for (const listener of listeners)
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('the suite theme', () => {
  it('turns antd motion off while the system asks for reduced motion, and on again when it stops', () => {
    const preference = systemPreference('prefers-reduced-motion', true);
    try {
      render(
        <SuiteProviders>
          <MotionToken />
        </SuiteProviders>,
      );
      expect(screen.getByText('motion false')).toBeInTheDocument();
      act(() => preference.set(false));
      expect(screen.getByText('motion true')).toBeInTheDocument();
    } finally {
      preference.restore();
    }
  });
});

/** The container colour antd's components are drawn on. */
function ContainerColour() {
  const { token } = theme.useToken();
  return <p>container {token.colorBgContainer}</p>;
}

describe('the colour scheme', () => {
  afterEach(() => window.localStorage.clear());

  it('follows the system until the owner chooses, then keeps their choice across a remount', async () => {
    const system = systemPreference('prefers-color-scheme: dark', false);
    try {
      const { unmount } = render(
        <SuiteProviders>
          <ColorSchemeSwitch />
          <ContainerColour />
        </SuiteProviders>,
      );
      expect(screen.getByText('container #ffffff')).toBeInTheDocument();
      act(() => system.set(true));
      expect(screen.getByText('container #141414')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: /Light/ }));
      expect(screen.getByText('container #ffffff')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
      expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
      unmount();

      render(
        <SuiteProviders>
          <ContainerColour />
        </SuiteProviders>,
      );
      expect(screen.getByText('container #ffffff')).toBeInTheDocument();
    } finally {
      system.restore();
    }
  });

  it('draws every provider of the page in the scheme chosen in any of them', async () => {
    render(
      <>
        <SuiteProviders>
          <ColorSchemeSwitch />
        </SuiteProviders>
        <SuiteProviders>
          <ContainerColour />
        </SuiteProviders>
      </>,
    );
    expect(screen.getByText('container #ffffff')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Theme: System' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Dark/ }));
    expect(screen.getByText('container #141414')).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('reads a stored value it does not know as the system', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    render(
      <SuiteProviders>
        <ColorSchemeSwitch />
      </SuiteProviders>,
    );
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
  });
});
