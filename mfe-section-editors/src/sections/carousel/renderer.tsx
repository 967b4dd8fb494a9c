import { Typography } from 'antd';
import { CarouselConfigSchema, mediaKind, type CarouselSlide } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { MediaView } from '../../section-kit/render/media-view';
import { SlidesCarousel } from '../../section-kit/render/slides-carousel';
import { CAROUSEL_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

/** Slides of images, videos or sounds with their captions, moving on by themselves if the owner says so. */
export function CarouselRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(CarouselConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CAROUSEL_LABELS} />;
  const { title, slides, autoplay, intervalSeconds, showArrows, showDots, height } = parsed.data;
  return (
    <section aria-label={title || t('carousel.region')} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      <SlidesCarousel
        autoplayMs={autoplay ? intervalSeconds * 1000 : undefined}
        arrows={showArrows}
        dots={showDots}
        style={{ borderRadius: 8, overflow: 'hidden' }}
      >
        {slides.map((slide, index) => (
          <Slide key={index} slide={slide} index={index} height={height} />
        ))}
      </SlidesCarousel>
    </section>
  );
}

function linkProps(slide: CarouselSlide) {
  return slide.openInNewPage ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function Slide({ slide, index, height }: { slide: CarouselSlide; index: number; height: number }) {
  const { t } = useSectionEditorsCatalog();
  const name = slide.title || t('carousel.numbered', { number: index + 1 });
  const media = <MediaView url={slide.imageUrl} alt={name} />;
  // The title carries the link; without one, an image does. Players keep their controls unwrapped.
  const linkOnMedia = slide.linkUrl !== '' && slide.title === '' && mediaKind(slide.imageUrl) === 'image';
  const linkOnCaption = slide.linkUrl !== '' && !linkOnMedia;
  const hasCaption = slide.title !== '' || slide.description !== '' || linkOnCaption;
  return (
    <div>
      <div style={{ position: 'relative', height, background: 'rgba(0, 0, 0, 0.88)' }}>
        {linkOnMedia ? (
          <a href={slide.linkUrl} {...linkProps(slide)} style={{ display: 'block', height: '100%' }}>
            {media}
          </a>
        ) : (
          media
        )}
        {hasCaption ? (
          <div
            style={{
              position: 'absolute',
              insetInline: 0,
              bottom: 0,
              padding: '32px 24px 40px',
              background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.7))',
              pointerEvents: 'none',
            }}
          >
            {slide.title || linkOnCaption ? (
              <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
                {linkOnCaption ? (
                  <a
                    href={slide.linkUrl}
                    {...linkProps(slide)}
                    style={{ color: 'inherit', textDecoration: 'underline', pointerEvents: 'auto' }}
                  >
                    {slide.title || t('carousel.openLink')}
                  </a>
                ) : (
                  slide.title
                )}
              </Typography.Title>
            ) : null}
            {slide.description ? (
              <Typography.Paragraph style={{ color: 'rgba(255, 255, 255, 0.85)', margin: '8px 0 0' }}>
                {slide.description}
              </Typography.Paragraph>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
