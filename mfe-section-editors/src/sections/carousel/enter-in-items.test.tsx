import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarouselConfig } from '@suite/shared/sections';
import { CarouselEditor } from './editor';
import { settle } from '../../test/settle';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const SLIDE = {
  imageUrl: 'https://cdn.example.com/launch.png',
  title: 'Launch day',
  description: '',
  linkUrl: '',
  openInNewPage: false,
};
const CAROUSEL: CarouselConfig = {
  title: 'Highlights',
  slides: [SLIDE],
  autoplay: true,
  intervalSeconds: 4,
  showArrows: true,
  showDots: true,
  height: 300,
};

function editorProps() {
  return { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
}

describe('Enter in a slide being edited', () => {
  it('saves the slide being edited, not the carousel (which would close the dialog)', async () => {
    const user = userEvent.setup({ delay: null });
    const props = editorProps();
    render(<CarouselEditor data={CAROUSEL} {...props} />);
    await user.click(
      within(screen.getByRole('listitem', { name: 'Launch day · image' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const slide = within(screen.getByRole('group', { name: 'Edit slide' }));
    await user.clear(slide.getByLabelText('Slide title'));
    await user.type(slide.getByLabelText('Slide title'), 'Mint day{Enter}');

    expect(await screen.findByRole('listitem', { name: 'Mint day · image' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Edit slide' })).not.toBeInTheDocument();
    await settle();
    expect(props.onSave).not.toHaveBeenCalled();
    expect(props.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ slides: [{ ...SLIDE, title: 'Mint day' }] }),
    );
  });

  it('keeps an invalid slide open with its message, and the carousel unsaved', async () => {
    const user = userEvent.setup({ delay: null });
    const props = editorProps();
    render(<CarouselEditor data={CAROUSEL} {...props} />);
    await user.click(screen.getByRole('button', { name: 'Add slide' }));
    const slide = within(screen.getByRole('group', { name: 'New slide' }));
    await user.type(slide.getByLabelText('Slide title'), 'Teaser{Enter}');

    expect(await slide.findByText('Image URL is required')).toBeInTheDocument();
    await settle();
    expect(props.onSave).not.toHaveBeenCalled();
  });
});
