import { Alert } from 'antd';
import { CommerceConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { useSectionScope } from '../../section-kit/section-scope';
import { CheckoutView, CollectionView, ProductView, StoreView } from './content-views';
import { COMMERCE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { PriceNote } from '../../section-kit/prices/site-price';
import { useParseInContentLanguage } from '@suite/shared/react';

/**
 * A commerce section as a visitor sees it: the site owner's store, one checkout (with the way to
 * pay it), one product or one product collection. Only products the owner made active are shown.
 */
export function CommerceRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const parsed = useParseInContentLanguage(CommerceConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={COMMERCE_LABELS} />;
  const { content } = parsed.data;
  return (
    <section aria-label={t('commerce.region')} style={{ padding: '24px 0' }}>
      <PriceNote />
      {content.type === 'checkout' && content.id ? (
        // A checkout is public by its own link (/c/{id}), so it needs no site.
        <CheckoutView id={content.id} />
      ) : !siteId ? (
        <Alert type="info" showIcon title={t('common.noSiteRender')} />
      ) : content.type === 'store' ? (
        <StoreView siteId={siteId} />
      ) : content.type === 'single-product' && content.id ? (
        <ProductView siteId={siteId} id={content.id} />
      ) : content.type === 'collection' && content.id ? (
        <CollectionView siteId={siteId} id={content.id} />
      ) : null}
    </section>
  );
}
