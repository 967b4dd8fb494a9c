import { createElement, useState, type CSSProperties } from 'react';
import { ConfigProvider, Flex, theme, Typography, type CollapseProps } from 'antd';
import Collapse from 'antd/es/collapse';
import {
  AccordionSavedConfigSchema,
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
  // A transition saved when up to 5000 ms were allowed is drawn with 500 (ADR 0040).
  const parsed = useParseInContentLanguage(AccordionSavedConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={ACCORDION_LABELS} />;
  // When the owner changes which panels open first, the preview starts over from them.
  return <AccordionView key={initialOpenPanels(parsed.data).join('\n')} config={parsed.data} />;
}

/** How far an open panel's icon turns, when no separate collapse icon is set. */
const OPEN_ROTATION: Partial<Record<SectionIconName, number>> = { ChevronRight: 90, Add: 45 };

/** A panel's title button: the heading's whole width, in the heading's type, with no button look of its own. */
const TITLE_BUTTON: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
};

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

  /** A visitor's click (or Enter, or Space) on a panel's title. */
  function toggle(id: string) {
    setOpen((previous) =>
      nextOpenPanels(
        previous,
        previous.includes(id) ? previous.filter((key) => key !== id) : [...previous, id],
        {
          allowMultiple: settings.allowMultiple,
          held,
        },
      ),
    );
  }

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
      // The panel's one control is our own button inside the heading (WAI-ARIA's accordion: a heading
      // holding a button), not antd's title, which would put the heading inside a role="button" (whose
      // children assistive technology flattens) and opens on Enter only. 'icon' without an arrow leaves
      // antd no control of its own. The summary's actions sit beside the button (`extra`), not in it,
      // so no control is nested in another and each action does only its own thing.
      collapsible: 'icon',
      // Unless the owner has closed panels leave the page, their content is on it (hidden) from the
      // start, for search engines and find-in-page; rc-collapse draws a panel only once opened otherwise.
      forceRender: !settings.unmountOnExit,
      style: panel,
      label: createElement(
        settings.headingComponent,
        // The heading gives the level; the type is the title's own (its variant), not the browser's.
        { style: { margin: 0, fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit' } },
        <button
          type="button"
          aria-expanded={isOpen}
          disabled={accordion.disabled}
          onClick={() => toggle(accordion.id)}
          style={{
            ...TITLE_BUTTON,
            color: accordion.disabled ? token.colorTextDisabled : token.colorText,
            cursor: accordion.disabled ? 'not-allowed' : 'pointer',
          }}
        >
          {settings.iconPosition === 'start' ? icon : null}
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <span
              style={{
                ...typographyStyle(accordion.titleVariant, token),
                ...(accordion.disabled ? { color: token.colorTextDisabled } : {}),
              }}
            >
              {accordion.title}
            </span>
            {accordion.summary ? (
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {accordion.summary}
              </Typography.Text>
            ) : null}
          </Flex>
          {settings.iconPosition === 'end' ? icon : null}
        </button>,
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
      // The title, with the panel's button, takes the header's width but for the actions.
      styles={{ title: { flex: 'auto', minWidth: 0, cursor: 'default' } }}
      activeKey={open}
      destroyOnHidden={settings.unmountOnExit}
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
