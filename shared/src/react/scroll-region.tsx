import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * Around an antd Table that may be wider than the screen (`scroll={{ x: true }}`): while it does
 * scroll, a line above it says so ("Scroll sideways to see every column"), and its scrolling area
 * is reachable from the keyboard and named (`tabindex="0"`, `role="region"`, `aria-label`), so on a
 * phone it can be scrolled with the arrow keys and a screen reader says what it is (axe's
 * scrollable-region-focusable). antd gives no prop for that element.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useSharedCatalog();
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      const content = root.querySelector<HTMLElement>('.ant-table-content');
      const wide = content !== null && content.scrollWidth > content.clientWidth;
      setScrolls(wide);
      if (!content) return;
      if (wide) {
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
    // The rows arrive after the first paint: the table's width changes without the box's.
    const table = root.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [label]);
  return (
    <Flex vertical gap={4} ref={ref}>
      {scrolls && (
        <Typography.Text type="secondary" style={{ fontSize: 12, alignSelf: 'flex-end' }}>
          {t('scrollHint')} <ArrowRightOutlined aria-hidden />
        </Typography.Text>
      )}
      {children}
    </Flex>
  );
}
