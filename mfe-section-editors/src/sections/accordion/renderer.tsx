import { createElement, useState, type CSSProperties } from 'react';
import { ConfigProvider, Flex, theme, Typography, type CollapseProps } from 'antd';
import Collapse from 'antd/es/collapse';
import {
  AccordionConfigSchema,
  type AccordionConfig,
  type AccordionItem,
  type SectionIconName,
} from '@suite/shared/sections';
import { MarkdownText } from '../../section-kit/render/markdown-text';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { SectionActions } from '../../section-kit/actions/action-buttons';
import { SectionIcon } from '../../section-kit/icons/section-icon';
import { elevationShadow } from '../../section-kit/render/surface';
import { initialOpenPanels, nextOpenPanels } from './open-panels';
import { typographyStyle } from './typography';
import { ACCORDION_LABELS } from './labels';
import { useParseInContentLanguage } from '@suite/shared/react';

export function AccordionRenderer({ data }: SectionRendererProps) {
  const parsed = useParseInContentLanguage(AccordionConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={ACCORDION_LABELS} />;
  // When the owner changes which panels open first, the preview starts over from them.
  return <AccordionView key={initialOpenPanels(parsed.data).join('\n')} config={parsed.data} />;
}

/** How far an open panel's icon turns, when no separate collapse icon is set. */
const OPEN_ROTATION: Partial<Record<SectionIconName, number>> = { ChevronRight: 90, Add: 45 };

/** The accordion as a visitor sees it: antd's Collapse, styled and behaving as configured. */
function AccordionView({ config }: { config: AccordionConfig }) {
  const { accordions, settings } = config;
  const { token } = theme.useToken();
  const [open, setOpen] = useState(() => initialOpenPanels(config));
  const ids = new Set(accordions.map((accordion) => accordion.id));
  const held = settings.expandedIds.filter((id) => ids.has(id));
  const spacing = settings.spacing * token.marginXS;
  const duration =
    settings.transitionDuration === 'auto'
      ? token.motionDurationMid
      : `${settings.transitionDuration / 1000}s`;
  const radius = settings.square ? 0 : settings.borderRadius;

  function expandIcon(accordion: AccordionItem, isOpen: boolean) {
    if (settings.hideExpandIcon) return null;
    const name =
      isOpen && settings.collapseIcon ? settings.collapseIcon : (accordion.expandIcon ?? settings.expandIcon);
    const turn = isOpen && !settings.collapseIcon ? (OPEN_ROTATION[name] ?? 180) : 0;
    return (
      <SectionIcon
        name={name}
        style={{ transform: `rotate(${turn}deg)`, transition: `transform ${duration}` }}
      />
    );
  }

  const items: CollapseProps['items'] = accordions.map((accordion) => {
    const isOpen = open.includes(accordion.id);
    const icon = expandIcon(accordion, isOpen);
    const panel: CSSProperties = {
      background: token.colorBgContainer,
      borderRadius: radius,
      overflow: 'hidden',
      // Material's gutters: an open panel stands apart from its neighbours, unless disabled.
      marginBlock: isOpen && !settings.disableGutters ? Math.max(spacing, token.margin) : spacing / 2,
      ...(settings.variant === 'outlined'
        ? { border: `1px solid ${token.colorBorder}` }
        : { border: 'none', boxShadow: elevationShadow(settings.elevation) }),
    };
    const inSummary = settings.actionsPlacement !== 'details';
    const inDetails = settings.actionsPlacement !== 'summary';
    return {
      key: accordion.id,
      showArrow: false,
      // The title is the panel's one button; the summary's actions sit beside it (`extra`), not in it,
      // so no control is nested in another and each action does only its own thing.
      collapsible: accordion.disabled ? 'disabled' : 'header',
      // Unless the owner has closed panels leave the page, their content is on it (hidden) from the
      // start, for search engines and find-in-page; rc-collapse draws a panel only once opened otherwise.
      forceRender: !settings.unmountOnExit,
      style: panel,
      label: (
        <Flex align="center" gap={12}>
          {settings.iconPosition === 'start' ? icon : null}
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            {createElement(
              settings.headingComponent,
              { style: { margin: 0, ...typographyStyle(accordion.titleVariant, token) } },
              accordion.title,
            )}
            {accordion.summary ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {accordion.summary}
              </Typography.Text>
            ) : null}
          </Flex>
          {settings.iconPosition === 'end' ? icon : null}
        </Flex>
      ),
      extra:
        inSummary && accordion.actions.length > 0 ? (
          <SectionActions actions={accordion.actions} alignment={settings.actionsAlignment} />
        ) : undefined,
      children: (
        <Flex vertical gap={12}>
          <div style={{ ...typographyStyle(accordion.contentVariant, token), overflowWrap: 'anywhere' }}>
            <MarkdownText source={accordion.content} />
          </div>
          {inDetails ? (
            <SectionActions actions={accordion.actions} alignment={settings.actionsAlignment} />
          ) : null}
        </Flex>
      ),
    };
  });

  const collapse = (
    <Collapse
      bordered={false}
      style={{ background: 'transparent' }}
      // The title, the panel's button, takes the header's width but for the actions (antd's header-only
      // toggle draws it as wide as its text).
      styles={{ title: { flex: 'auto', minWidth: 0, cursor: 'pointer' } }}
      activeKey={open}
      destroyOnHidden={settings.unmountOnExit}
      onChange={(keys) =>
        setOpen((previous) => nextOpenPanels(previous, keys, { allowMultiple: settings.allowMultiple, held }))
      }
      items={items}
    />
  );

  return (
    <section style={{ padding: '16px 0' }} data-variant={settings.variant}>
      {settings.transitionDuration === 'auto' ? (
        collapse
      ) : (
        <ConfigProvider theme={{ token: { motionDurationMid: duration } }}>{collapse}</ConfigProvider>
      )}
    </section>
  );
}
