import { useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, ConfigProvider, Flex, Tabs, theme, type GlobalToken, type TabsProps } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { TabsConfigSchema, type TabItem, type TabsConfig } from '@suite/shared/sections';
import { MarkdownText } from '../../section-kit/render/markdown-text';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { SectionIcon } from '../../section-kit/icons/section-icon';
import { elevationShadow } from '../../section-kit/render/surface';
import { TABS_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

export function TabsRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(TabsConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={TABS_LABELS} />;
  return <TabsView config={parsed.data} />;
}

/** Material's colour names on the theme: primary is the theme's, secondary antd's purple preset. */
function namedColor(name: 'primary' | 'secondary' | 'inherit', token: GlobalToken): string {
  return name === 'primary' ? token.colorPrimary : name === 'secondary' ? token.purple6 : token.colorText;
}

const LABEL_DIRECTION = {
  top: { flexDirection: 'column' },
  bottom: { flexDirection: 'column-reverse' },
  start: { flexDirection: 'row' },
  end: { flexDirection: 'row-reverse' },
} as const satisfies Record<TabItem['iconPosition'], CSSProperties>;

/** What antd's tab keeps itself: a configured attribute never overrides it. */
const TAB_OWN_ATTRIBUTES = new Set(['aria-selected', 'aria-controls', 'aria-disabled']);

/**
 * Puts a tab's configured attributes (`tabProps`: title, aria-*, data-*) on its tab element, the
 * `role="tab"` one antd draws around the label: antd's items take no attributes of their own.
 */
function useTabAttributes(tabProps: TabItem['tabProps']) {
  const label = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const tab = label.current?.closest('[role="tab"]');
    if (!tab || !tabProps) return undefined;
    const names = Object.keys(tabProps).filter((name) => !TAB_OWN_ATTRIBUTES.has(name));
    for (const name of names) tab.setAttribute(name, tabProps[name] ?? '');
    return () => {
      for (const name of names) tab.removeAttribute(name);
    };
  }, [tabProps]);
  return label;
}

/** A tab's label: its icon where configured, its own style and attributes, wrapping if asked. */
function TabLabel({ tab }: { tab: TabItem }) {
  const label = useTabAttributes(tab.tabProps);
  return (
    <span
      ref={label}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        ...LABEL_DIRECTION[tab.iconPosition],
        ...(tab.wrapped ? { whiteSpace: 'normal', maxWidth: 160, textAlign: 'center' } : {}),
        ...tab.sx,
      }}
    >
      {tab.icon ? <SectionIcon name={tab.icon} /> : null}
      <span>{tab.label}</span>
    </span>
  );
}

/**
 * What each variant adds to antd's tab bar, scoped to one section. Standard is antd's own: the tabs
 * that do not fit go in its "…" menu. Scrollable has no menu: the bar scrolls (wheel, touch, the
 * arrows) to the tabs that do not fit. Full width shares the bar's width between the tabs (antd has
 * no such variant).
 */
const VARIANT_CSS: Partial<Record<TabsConfig['variant'], (scope: string) => string>> = {
  scrollable: (scope) => `.${scope} .ant-tabs-nav-operations { display: none !important; }`,
  fullWidth: (scope) =>
    `.${scope} .ant-tabs-nav-list { flex: 1; } .${scope} .ant-tabs-tab { flex: 1; justify-content: center; }`,
};

/** The tabs as a visitor sees them: antd's Tabs in the configured orientation, variant, sizes and colours. */
function TabsView({ config }: { config: TabsConfig }) {
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  const scope = `suite-tabs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const enabled = config.tabs.filter((tab) => !tab.disabled);
  const [active, setActive] = useState(enabled[0]?.id);
  const current = config.tabs.some((tab) => tab.id === active && !tab.disabled) ? active : enabled[0]?.id;
  const { colors } = config;
  const arrows =
    config.scrollButtons === 'on' || (config.scrollButtons === 'auto' && config.variant === 'scrollable');

  function step(direction: -1 | 1) {
    const at = enabled.findIndex((tab) => tab.id === current);
    const next = enabled[at + direction];
    if (next) setActive(next.id);
  }
  const at = enabled.findIndex((tab) => tab.id === current);

  const items: TabsProps['items'] = config.tabs.map((tab) => ({
    key: tab.id,
    label: <TabLabel tab={tab} />,
    disabled: tab.disabled,
    children: (
      <div
        style={{
          padding: config.padding,
          fontSize: config.contentFontSize,
          color: colors.contentText,
          background: colors.contentBackground,
          overflowWrap: 'anywhere',
        }}
      >
        <MarkdownText source={tab.content} />
      </div>
    ),
  }));

  return (
    <section
      id={config.id || undefined}
      className={scope}
      style={{
        borderRadius: config.borderRadius,
        boxShadow: elevationShadow(config.elevation),
        overflow: 'hidden',
        background: token.colorBgContainer,
      }}
    >
      {VARIANT_CSS[config.variant] ? <style>{VARIANT_CSS[config.variant]?.(scope)}</style> : null}
      <ConfigProvider
        theme={{
          components: {
            Tabs: {
              titleFontSize: config.tabFontSize,
              itemColor: colors.tabText ?? token.colorText,
              itemSelectedColor: colors.selectedTabText ?? namedColor(config.textColor, token),
              itemHoverColor: colors.selectedTabText ?? namedColor(config.textColor, token),
              itemActiveColor: colors.selectedTabText ?? namedColor(config.textColor, token),
              inkBarColor: colors.indicator ?? namedColor(config.indicatorColor, token),
            },
          },
        }}
      >
        <Tabs
          items={items}
          activeKey={current}
          onChange={setActive}
          centered={config.centered}
          tabPlacement={config.orientation === 'vertical' ? 'start' : 'top'}
          tabBarStyle={{ background: colors.tabBackground, marginBottom: 0, paddingInline: token.paddingXS }}
          tabBarExtraContent={
            arrows ? (
              <Flex gap={4}>
                <Button
                  type="text"
                  size="small"
                  icon={<LeftOutlined aria-hidden />}
                  aria-label={t('tabs.previous')}
                  disabled={at <= 0}
                  onClick={() => step(-1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<RightOutlined aria-hidden />}
                  aria-label={t('tabs.next')}
                  disabled={at === -1 || at >= enabled.length - 1}
                  onClick={() => step(1)}
                />
              </Flex>
            ) : undefined
          }
        />
      </ConfigProvider>
    </section>
  );
}
