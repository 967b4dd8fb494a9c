import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoEditor } from './editor';
import { videoEmbedUrl } from '@suite/shared/sections';
import { VideoRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

describe('videoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.youtube.com/feed/trending', 'youtube', null],
  ] as const)('%s', (url, type, embed) => {
    expect(videoEmbedUrl(url, type)).toBe(embed);
  });
});

describe('VideoRenderer', () => {
  it('embeds YouTube through its privacy-enhanced domain', () => {
    render(
      <VideoRenderer
        data={{ title: 'Launch', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', embedType: 'youtube' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByTitle('Launch')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('plays any other file in a video element', () => {
    const { container } = render(
      <VideoRenderer
        data={{ title: 'Clip', videoUrl: 'https://cdn.example.com/a.mp4', embedType: 'custom' }}
      />,
    );
    expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/a.mp4');
  });

  it('says when the address is not a file the browser can play, with a link to it', () => {
    const { container } = render(
      <VideoRenderer
        data={{ title: 'Demo', videoUrl: 'https://www.loom.com/share/abc', embedType: 'custom' }}
      />,
    );
    const video = container.querySelector('video');
    if (!video) throw new Error('No player');
    // What the browser does with a page it cannot decode.
    fireEvent.error(video);
    expect(screen.getByText('This address is not a video file the browser can play.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      'https://www.loom.com/share/abc',
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('plays a YouTube link stored with the custom type in the YouTube embed, by its URL', () => {
    const { container } = render(
      <VideoRenderer
        data={{ title: 'Pay', videoUrl: 'https://www.youtube.com/watch?v=SSo_EIwHSd4', embedType: 'custom' }}
      />,
    );
    expect(screen.getByTitle('Pay')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/SSo_EIwHSd4',
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it('draws a section saved before with a YouTube link that names no video, saying so (ADR 0040)', () => {
    render(
      <VideoRenderer
        data={{
          title: 'Our channel',
          videoUrl: 'https://www.youtube.com/@SomeChannel',
          embedType: 'youtube',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Our channel' })).toBeInTheDocument();
    expect(screen.getByText('This YouTube link does not name a video.')).toBeInTheDocument();
    expect(screen.queryByText('This section is not configured yet')).not.toBeInTheDocument();
  });

  it('says what is missing while the section is incomplete', () => {
    render(<VideoRenderer data={{ title: '', videoUrl: '', embedType: 'custom' }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>, mode?: 'add' | 'edit') {
  const onChange = jest.fn();
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(<VideoEditor data={data} mode={mode} onChange={onChange} onSave={onSave} onCancel={onCancel} />);
  return { onChange, onSave, onCancel };
}

describe('VideoEditor', () => {
  afterEach(() => jest.useRealTimers());

  it('derives the embed type from the URL and reports each change live', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Intro');
    await user.click(screen.getByLabelText('Video URL'));
    await user.paste('https://vimeo.com/1');
    expect(screen.getByText('Vimeo')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({
      title: 'Intro',
      videoUrl: 'https://vimeo.com/1',
      embedType: 'vimeo',
    });
    await user.clear(screen.getByLabelText('Video URL'));
    await user.click(screen.getByLabelText('Video URL'));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByText('YouTube')).toBeInTheDocument();
  });

  it('shows the required messages and keeps Save disabled while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the preview 500 ms after the URL stops changing, keeping its place meanwhile', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    renderEditor({ title: 'Intro', videoUrl: '', embedType: 'custom' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Video URL'));
    await user.paste('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.queryByRole('region', { name: 'Video preview' })).not.toBeInTheDocument();
    // The player's place is held (Save does not jump down under the cursor 500 ms later).
    expect(screen.getByRole('status')).toHaveTextContent('Preview in a moment…');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByRole('region', { name: 'Video preview' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Video preview' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("opens a section stored with another embed type with its URL's, and saves that", async () => {
    const user = userEvent.setup({ delay: null });
    const stored = {
      title: 'Pay',
      videoUrl: 'https://www.youtube.com/watch?v=SSo_EIwHSd4',
      embedType: 'custom',
    };
    const { onSave } = renderEditor(stored);
    expect(screen.getByLabelText('Title')).toHaveValue('Pay');
    expect(screen.getByText('YouTube')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...stored, title: 'Pay!', embedType: 'youtube' });
  });

  it('refuses a YouTube link that names no video, beside the field', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSave } = renderEditor({ title: 'Intro', videoUrl: '', embedType: 'custom' });
    await user.click(screen.getByLabelText('Video URL'));
    await user.paste('https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs');
    expect(
      await screen.findByText(
        'This YouTube link does not name a video: link to one video, not a channel or a playlist',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('opens a section saved before with a link that names no video as saved, asking for a video', async () => {
    const stored = {
      title: 'Our channel',
      videoUrl: 'https://vimeo.com/channels/staffpicks',
      embedType: 'vimeo',
    };
    renderEditor(stored, 'edit');
    expect(screen.getByLabelText('Title')).toHaveValue('Our channel');
    expect(screen.getByLabelText('Video URL')).toHaveValue('https://vimeo.com/channels/staffpicks');
    expect(
      await screen.findByText(
        'This Vimeo link does not name a video: link to one video, not a channel or a playlist',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the valid config and cancels', async () => {
    const user = userEvent.setup({ delay: null });
    const saved = { title: 'Intro', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', embedType: 'youtube' };
    const { onSave, onCancel } = renderEditor(saved);
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...saved, title: 'Intro!' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
