// What antd 6 and the API client need in jsdom, which lacks them.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { unload } from 'swr';
import { TextDecoder, TextEncoder } from 'node:util';
import { slimAntdStyles } from './scripts/testing/antd-css';

// antd renders slowly in jsdom, more so with other suites on the same two cores: waiting queries
// (findBy…, waitFor) get 10 s instead of 1 s before they count as failures, and 25 s in CI, where
// the unit tests run niced beside the build and the e2e, three to four times slower (a first wait
// there also pays for compiling the lazy modules it waits for). Only a failing wait lasts longer.
configure({ asyncUtilTimeout: process.env.CI ? 25_000 : 10_000 });

// Jest's environment keeps 100 frames of every stack, where Node and browsers keep 10; React's
// development build captures a stack for every element it creates (for its owner stacks), so
// each of those captures cost ten times as much.
Error.stackTraceLimit = 10;

Object.assign(globalThis, { TextEncoder, TextDecoder });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

/**
 * jsdom has no MessageChannel, and antd's Select opens its list in a macrotask posted through one:
 * a timer stands in for it.
 */
class TimerMessageChannel {
  port1: { onmessage: ((event: null) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: () => {
      setTimeout(() => this.port1.onmessage?.(null));
    },
  };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

// jsdom throws on pseudo-element arguments, which antd passes when it measures scroll bars.
const getComputedStyleOfElement = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyleOfElement(element);

// jsdom has no fetch API; the typed API client needs it. Take Node's own (one realm for all of
// them), found through a function of Node's realm since the test runs in jsdom's.
const nodeGlobal: typeof globalThis = TextEncoder.constructor('return globalThis')();
const FETCH_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'structuredClone',
] as const;
for (const name of FETCH_GLOBALS) {
  Object.assign(globalThis, { [name]: nodeGlobal[name] });
}

slimAntdStyles();

// swr's default cache lives as long as the module, so a test could see data a previous test of the
// file fetched (keys that name no API origin, like a chain read), and its 2 s de-duplication could
// even skip the fetch. Each test starts as a fresh page does: with nothing cached.
afterEach(() => unload());

// antd tells of a deprecated prop or component only in development, once, as a console error
// ("Warning: [antd: Card] `size="default"` is deprecated…"): a test that renders one fails, so the
// code moves to the replacement before an upgrade drops it.
const ANTD_DEPRECATION = /^Warning: \[antd: [^\]]+\] .*\bdeprecated\b/;
const antdDeprecations: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && ANTD_DEPRECATION.test(first)) antdDeprecations.push(first);
  consoleError(...args);
};
afterEach(() => {
  const found = antdDeprecations.splice(0);
  if (found.length > 0) throw new Error(`antd reported a deprecated use:\n${found.join('\n')}`);
});
