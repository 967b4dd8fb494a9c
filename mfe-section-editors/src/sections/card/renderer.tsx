import { CardsConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { CardView } from './card-view';
import { LazyCardGrid } from './lazy-card-grid';
import { CARD_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** The cards on their responsive grid, as a visitor sees them (still: only the editor moves cards). */
export function CardsRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(CardsConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CARD_LABELS} />;
  const { cards, gridSettings, responsive } = parsed.data;
  return (
    <section style={{ padding: '16px 0' }}>
      <LazyCardGrid
        label={t(CARD_LABELS.cards.label)}
        cards={cards}
        gridSettings={gridSettings}
        responsive={responsive}
        renderCard={(card) => <CardView card={card} />}
      />
    </section>
  );
}
