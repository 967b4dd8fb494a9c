/**
 * jsdom has no MessageChannel, and antd's Select opens its list in a macrotask posted through one:
 * a timer stands in for it (the swap section's tests do the same; jest.setup.ts is the one home it
 * should move to).
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

export {};
