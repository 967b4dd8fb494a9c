import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselConfig } from '@suite/shared/sections';
import { CarouselEditor } from './editor';
import { CarouselRenderer } from './renderer';

// The slide editor mounts a card of antd fields inside the section's form: slow in jsdom, more so
// while other suites run beside.
jest.setTimeout(60_000);

const CONFIG: CarouselConfig = {
  title: 'Highlights',
  slides: [
    {
      imageUrl: 'https://cdn.example.com/launch.png',
      title: 'Launch day',
      description: 'Mint opens at noon',
      linkUrl: 'https://example.com/mint',
      openInNewPage: true,
    },
    {
      imageUrl: 'https://cdn.example.com/trailer.MP4?v=2',
      title: '',
      description: '',
      linkUrl: '',
      openInNewPage: false,
    },
    {
      imageUrl: 'https://cdn.example.com/theme.mp3',
      title: 'Theme',
      description: '',
      linkUrl: '',
      openInNewPage: false,
    },
  ],
  autoplay: true,
  intervalSeconds: 4,
  showArrows: true,
  showDots: true,
  height: 300,
};

/** The slides a visitor sees: the carousel also renders hidden copies of them to loop. */
function visibleSlides(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.slick-slide:not(.slick-cloned)')];
}

describe('CarouselRenderer', () => {
  it('shows each slide by its kind, with its caption and link', () => {
    const { container } = render(<CarouselRenderer data={CONFIG} />);
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    const [first, second, third] = visibleSlides(container);
    if (!first || !second || !third) throw new Error('three slides expected');
    expect(within(first).getByRole('img', { name: 'Launch day' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/launch.png',
    );
    const link = within(first).getByRole('link', { name: 'Launch day' });
    expect(link).toHaveAttribute('href', 'https://example.com/mint');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(first).getByText('Mint opens at noon')).toBeInTheDocument();
    expect(second.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/trailer.MP4?v=2');
    expect(third.querySelector('audio')).toHaveAttribute('src', 'https://cdn.example.com/theme.mp3');
    expect(container.querySelector('.slick-dots')).not.toBeNull();
    expect(container.querySelector('.slick-arrow')).not.toBeNull();
  });

  it('leaves out the arrows and dots when the owner turns them off', () => {
    const { container } = render(
      <CarouselRenderer data={{ ...CONFIG, showArrows: false, showDots: false }} />,
    );
    expect(container.querySelector('.slick-dots')).toBeNull();
    expect(container.querySelector('.slick-arrow')).toBeNull();
  });

  it("keeps every slide out of view, and the loop's copies, out of the Tab order", () => {
    const { container } = render(<CarouselRenderer data={CONFIG} />);
    const slides = [...container.querySelectorAll('.slick-slide')];
    // The three slides and the loop's copies of them.
    expect(slides.length).toBeGreaterThan(3);
    const shown = slides.filter((slide) => !slide.hasAttribute('inert'));
    expect(shown).toEqual([visibleSlides(container)[0]]);
    expect(screen.getAllByRole('link', { name: 'Launch day' })).toHaveLength(1);
  });

  it('moves with the arrow keys once it has focus, with the arrows and dots turned off', async () => {
    const { container } = render(
      <CarouselRenderer data={{ ...CONFIG, autoplay: false, showArrows: false, showDots: false }} />,
    );
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: /Pause slides/ })).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByRole('group', { name: 'Slides: move them with the left and right arrow keys' }),
    ).toHaveFocus();
    const [first, second] = visibleSlides(container);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(second).not.toHaveAttribute('inert'));
    expect(first).toHaveAttribute('inert');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(first).not.toHaveAttribute('inert'));
  });

  it("stops a slide's player when the slide is left, and holds while it plays", async () => {
    jest.useFakeTimers();
    try {
      const { container } = render(<CarouselRenderer data={CONFIG} />);
      const [, second, third] = visibleSlides(container);
      const video = second?.querySelector('video');
      if (!video) throw new Error('a video slide expected');
      await act(async () => jest.advanceTimersByTime(4_600));
      expect(second).not.toHaveAttribute('inert');
      // jsdom plays nothing: the video says it plays, as a browser's would.
      let paused = false;
      Object.defineProperty(video, 'paused', { get: () => paused });
      const pause = jest.spyOn(video, 'pause').mockImplementation(() => {
        paused = true;
      });
      act(() => {
        video.dispatchEvent(new Event('play'));
      });
      await act(async () => jest.advanceTimersByTime(10_000));
      expect(second).not.toHaveAttribute('inert');
      expect(pause).not.toHaveBeenCalled();

      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.click(screen.getByRole('group', { name: /Slides/ }));
      await user.keyboard('{ArrowRight}');
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(pause).toHaveBeenCalled();
      expect(third).not.toHaveAttribute('inert');
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves on by itself until the visitor pauses it, and holds while it has focus', async () => {
    jest.useFakeTimers();
    try {
      const { container } = render(<CarouselRenderer data={CONFIG} />);
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const [first, second, third] = visibleSlides(container);
      await act(async () => jest.advanceTimersByTime(4_600));
      expect(second).not.toHaveAttribute('inert');

      await user.click(screen.getByRole('button', { name: 'Pause slides' }));
      await act(async () => jest.advanceTimersByTime(10_000));
      expect(second).not.toHaveAttribute('inert');

      await user.click(screen.getByRole('button', { name: 'Play slides' }));
      screen.getByRole('button', { name: 'Pause slides' }).blur();
      await act(async () => jest.advanceTimersByTime(4_600));
      expect(third).not.toHaveAttribute('inert');

      act(() => screen.getByRole('group', { name: /Slides/ }).focus());
      await act(async () => jest.advanceTimersByTime(10_000));
      expect(third).not.toHaveAttribute('inert');
      expect(first).toHaveAttribute('inert');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says what is missing while there is no slide', () => {
    render(<CarouselRenderer data={{ ...CONFIG, slides: [] }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    expect(screen.getByText('Slides: At least one slide is required')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<CarouselEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('CarouselEditor', () => {
  it('checks a slide before adding it, then saves the carousel', async () => {
    const { onSave, user } = renderEditor();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const slide = within(screen.getByRole('group', { name: 'New slide' }));
    await user.click(slide.getByRole('button', { name: 'Save slide' }));
    expect(await slide.findByText('Image URL is required')).toBeInTheDocument();
    await user.click(slide.getByLabelText('Image URL'));
    await user.paste('ftp://cdn.example.com/a.png');
    expect(await slide.findByText('Must be a valid http(s) URL')).toBeInTheDocument();
    await user.clear(slide.getByLabelText('Image URL'));
    await user.paste('https://cdn.example.com/a.webm');
    await user.click(slide.getByLabelText('Slide title'));
    await user.paste('Teaser');
    await user.click(slide.getByRole('button', { name: 'Save slide' }));

    expect(await screen.findByRole('listitem', { name: 'Teaser · video' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      title: '',
      slides: [
        {
          imageUrl: 'https://cdn.example.com/a.webm',
          title: 'Teaser',
          description: '',
          linkUrl: '',
          openInNewPage: false,
        },
      ],
      autoplay: true,
      intervalSeconds: 5,
      showArrows: true,
      showDots: true,
      height: 400,
    });
  });

  it('bounds the interval and turns it off without autoplay', async () => {
    const { user } = renderEditor(CONFIG);
    const interval = screen.getByLabelText('Interval (seconds)');
    await user.clear(interval);
    await user.paste('90');
    expect(await screen.findByText('Interval must be between 1 and 60 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(screen.getByLabelText('Interval (seconds)')).toBeDisabled();
  });

  it('moves and removes slides', async () => {
    const { onChange, user } = renderEditor(CONFIG);
    const [launch, trailer, theme] = CONFIG.slides;
    const second = within(screen.getByRole('listitem', { name: 'Slide 2 · video' }));
    await user.click(second.getByRole('button', { name: 'Up' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ slides: [trailer, launch, theme] }));
    await user.click(
      within(screen.getByRole('listitem', { name: 'Theme · audio' })).getByRole('button', { name: 'Remove' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ slides: [trailer, launch] }));
  });
});
