import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { SuiteProviders } from './suite-providers';

/** What antd's components read from the theme they are rendered in. */
function MotionToken() {
  const { token } = theme.useToken();
  return <p>motion {String(token.motion)}</p>;
}

/** A `matchMedia` whose "prefers reduced motion" answer the test changes, telling its listeners. */
function systemMotionPreference(reduce: boolean) {
  const listeners = new Set<EventListenerOrEventListenerObject>();
  let matches = reduce;
  const original = window.matchMedia;
  window.matchMedia = (media: string): MediaQueryList => ({
    media,
    get matches() {
      return media.includes('prefers-reduced-motion') && matches;
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
    const preference = systemMotionPreference(true);
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
