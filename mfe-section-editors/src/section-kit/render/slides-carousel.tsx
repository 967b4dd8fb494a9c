import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button, Flex } from 'antd';
import Carousel, { type CarouselRef } from 'antd/es/carousel';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import { useSectionEditorsCatalog } from '../../i18n';

export interface SlidesCarouselProps {
  /** One element per slide. */
  children: ReactNode;
  /** How long each slide stays when they move on by themselves; none while they do not. */
  autoplayMs?: number;
  arrows: boolean;
  dots: boolean;
  style?: CSSProperties;
}

/** The tags whose own arrow keys a visitor may be using (a player's seek, a field's caret). */
const OWN_ARROW_KEYS = new Set(['AUDIO', 'VIDEO', 'INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Slides shown one at a time (antd's `Carousel`), usable by everyone:
 * - the slides move with the arrow keys once the carousel has focus, whether the owner shows arrows
 *   and dots or not;
 * - a slide out of view is inert, so its links and players are not reached by Tab, nor its copies
 *   (the loop's clones) read out;
 * - moving on by itself, the carousel has a Pause button (WCAG 2.2.2), and holds while it has focus
 *   or a slide's video or sound plays;
 * - a slide's player stops when its slide is left.
 */
export function SlidesCarousel({ children, autoplayMs, arrows, dots, style }: SlidesCarouselProps) {
  const { t } = useSectionEditorsCatalog();
  const carousel = useRef<CarouselRef>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = useMediaPlaying(frame);
  useOutOfViewSlidesInert(frame);
  const autoplay = autoplayMs !== undefined && !paused && !focused && !playing;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target instanceof Element && OWN_ARROW_KEYS.has(event.target.tagName)) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    // Focus leaves the slide first: the slide it was in turns inert as the next one shows.
    frame.current?.focus();
    if (event.key === 'ArrowLeft') carousel.current?.prev();
    else carousel.current?.next();
  }

  return (
    <Flex vertical gap={4}>
      {autoplayMs === undefined ? null : (
        <Flex justify="end">
          <Button
            size="small"
            type="text"
            icon={paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
            onClick={() => setPaused((was) => !was)}
          >
            {paused ? t('common.slides.play') : t('common.slides.pause')}
          </Button>
        </Flex>
      )}
      {/* Focusable, so a carousel without arrows or dots is still moved from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frame}
        role="group"
        aria-label={t('common.slides.keys')}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
            setFocused(false);
          }
        }}
      >
        <Carousel
          ref={carousel}
          autoplay={autoplay}
          autoplaySpeed={autoplayMs}
          arrows={arrows}
          dots={dots}
          draggable
          // The arrow keys are handled above, for the whole carousel rather than its list only.
          accessibility={false}
          beforeChange={() => pauseMedia(frame.current)}
          style={style}
        >
          {children}
        </Carousel>
      </div>
    </Flex>
  );
}

function mediaIn(node: HTMLElement | null): HTMLMediaElement[] {
  return node ? [...node.querySelectorAll<HTMLMediaElement>('video, audio')] : [];
}

function pauseMedia(node: HTMLElement | null) {
  for (const media of mediaIn(node)) if (!media.paused) media.pause();
}

/** Whether a video or sound in the carousel is playing (its events do not bubble: caught on the way down). */
function useMediaPlaying(frame: RefObject<HTMLDivElement | null>): boolean {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const update = () => setPlaying(mediaIn(node).some((media) => !media.paused && !media.ended));
    const events = ['play', 'pause', 'ended'] as const;
    for (const name of events) node.addEventListener(name, update, true);
    return () => {
      for (const name of events) node.removeEventListener(name, update, true);
    };
  }, [frame]);
  return playing;
}

/**
 * Keeps every slide out of view inert. The carousel marks them `aria-hidden` (antd's `.slick-slide`),
 * which hides them from screen readers but leaves their links and players in the Tab order.
 */
function useOutOfViewSlidesInert(frame: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    const sync = () => {
      for (const slide of node.querySelectorAll('.slick-slide')) {
        slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(node, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, [frame]);
}
