import { Button, Card, Flex, Typography } from 'antd';
import type { CardItem } from '@suite/shared/sections';
import { MarkdownText } from '../../section-kit/render/markdown-text';

/** One card as a visitor sees it: image, title, markdown text and its links, filling its cell. */
export function CardView({ card }: { card: CardItem }) {
  return (
    <Card
      style={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      styles={{ body: { flex: 1, overflow: 'auto', display: 'flex', flexDirection: 'column', gap: 8 } }}
      cover={
        card.image ? (
          <img alt="" src={card.image} loading="lazy" style={{ height: 120, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        {card.title}
      </Typography.Title>
      {card.description ? (
        <div style={{ overflowWrap: 'anywhere' }}>
          <MarkdownText source={card.description} />
        </div>
      ) : null}
      {card.actions.length > 0 ? (
        <Flex gap={8} wrap style={{ marginTop: 'auto' }}>
          {card.actions.map((action, index) => (
            // Links have no id; their place in the list is their identity. One without an address
            // leads nowhere, so it shows inactive rather than as a button that does nothing.
            <Button
              key={index}
              type={index === 0 ? 'primary' : 'default'}
              href={action.href || undefined}
              disabled={!action.href}
            >
              {action.label}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
