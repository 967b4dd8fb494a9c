import { useEffect, useRef } from 'react';

/**
 * Makes the horizontal scroll area of the antd Table inside the returned ref's element reachable
 * from the keyboard and named (`tabindex="0"`, `role="region"`, `aria-label`), while it does scroll:
 * on a phone a table wider than the screen can then be scrolled with the arrow keys, and a screen
 * reader says what it is (axe's scrollable-region-focusable). antd gives no prop for that element.
 */
export function useScrollRegion<Element extends HTMLElement>(label: string) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      const content = root.querySelector<HTMLElement>('.ant-table-content');
      if (!content) return;
      const scrolls = content.scrollWidth > content.clientWidth;
      if (scrolls) {
        content.tabIndex = 0;
        content.setAttribute('role', 'region');
        content.setAttribute('aria-label', label);
      } else {
        content.removeAttribute('tabindex');
        content.removeAttribute('role');
        content.removeAttribute('aria-label');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [label]);
  return ref;
}
