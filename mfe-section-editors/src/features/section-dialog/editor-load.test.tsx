import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Section } from '@suite/shared/widget';
import { SuiteProviders } from '@suite/shared/react';
import { SectionDialog } from './section-dialog';
import { layOutAt } from '../../test/laid-out';

// antd's dialog and forms are slow in jsdom.
jest.setTimeout(60_000);

// The dialog's editor and preview sit in a split that draws its panes once it knows its size.
layOutAt();

// Whether the video editor's chunk fails to load this time (read when the dialog loads it).
let mockVideoEditorChunkFails = false;
jest.mock('../../sections/video/editor', () => {
  const actual = jest.requireActual<typeof import('../../sections/video/editor')>(
    '../../sections/video/editor',
  );
  return {
    __esModule: true,
    get VideoEditor() {
      if (mockVideoEditorChunkFails) throw new Error('Loading chunk video-editor failed');
      return actual.VideoEditor;
    },
  };
});

const VIDEO: Section = {
  type: 'video',
  name: 'Launch video',
  data: { title: 'Launch', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', embedType: 'youtube' },
};

describe("SectionDialog: the editor's chunk", () => {
  it('says in its place that it could not be loaded, and loads it again on Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockVideoEditorChunkFails = true;
    render(
      <SuiteProviders>
        <SectionDialog open mode="edit" section={VIDEO} onSave={jest.fn()} onClose={jest.fn()} />
      </SuiteProviders>,
    );
    expect(await screen.findByText('The Video editor could not be loaded')).toBeVisible();
    expect(screen.getByText('Loading chunk video-editor failed')).toBeVisible();
    // The rest of the dialog stays: its heading, its ways out, the preview of the section.
    expect(screen.getByRole('heading', { name: 'Video' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Preview section' })).toBeVisible();

    mockVideoEditorChunkFails = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Video URL')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.queryByText('The Video editor could not be loaded')).not.toBeInTheDocument();
  });
});
