import {
  CAROUSEL_HEIGHT_PX,
  CAROUSEL_INTERVAL_SECONDS,
  type CarouselConfig,
  type CarouselSlide,
} from '@suite/shared';

export const CAROUSEL_DEFAULTS: CarouselConfig = {
  title: '',
  slides: [],
  autoplay: true,
  intervalSeconds: CAROUSEL_INTERVAL_SECONDS.default,
  showArrows: true,
  showDots: true,
  height: CAROUSEL_HEIGHT_PX.default,
};

export const NEW_SLIDE: CarouselSlide = {
  imageUrl: '',
  title: '',
  description: '',
  linkUrl: '',
  openInNewPage: false,
};
