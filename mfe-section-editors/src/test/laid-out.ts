/**
 * jsdom lays nothing out, and its ResizeObserver (jest.setup.ts) never reports: a split
 * (react-split-pane) that draws its panes once it knows its size would stay empty. While the tests
 * of the file run, every observed element measures `size`, reported as soon as it is observed.
 */
export function layOutAt(size: { width: number; height: number } = { width: 1200, height: 800 }): void {
  const original = globalThis.ResizeObserver;
  class MeasuringResizeObserver implements ResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      const contentRect = {
        ...size,
        x: 0,
        y: 0,
        top: 0,
        left: 0,
        right: size.width,
        bottom: size.height,
        toJSON: () => size,
      };
      this.callback(
        [{ target, contentRect, borderBoxSize: [], contentBoxSize: [], devicePixelContentBoxSize: [] }],
        this,
      );
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  beforeEach(() => {
    Object.assign(globalThis, { ResizeObserver: MeasuringResizeObserver });
  });
  afterEach(() => {
    Object.assign(globalThis, { ResizeObserver: original });
  });
}
