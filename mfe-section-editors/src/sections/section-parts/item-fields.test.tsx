import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccordionConfig, CarouselConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { AccordionEditor } from '../accordion/editor';
import { ACCORDION_DEFAULTS, ACCORDION_ITEM_DEFAULTS } from '../accordion/defaults';
import { CarouselEditor } from '../carousel/editor';
import { DexGeneratorEditor } from '../dex-generator/editor';
import { DEX_GENERATOR_DEFAULTS } from '../dex-generator/defaults';

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

const ACCORDION: AccordionConfig = {
  accordions: [{ ...ACCORDION_ITEM_DEFAULTS, id: 'fees', title: 'Fees', content: 'About fees' }],
  settings: ACCORDION_DEFAULTS.settings,
};

function editorProps() {
  return { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
}

/** Lets a submit the Enter would have started (react-hook-form validates asynchronously) finish. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('Enter in a nested item field', () => {
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

  it('does nothing in an accordion panel edited in place', async () => {
    const user = userEvent.setup({ delay: null });
    const props = editorProps();
    render(
      <SuiteProviders>
        <AccordionEditor data={ACCORDION} {...props} />
      </SuiteProviders>,
    );
    const title = screen.getByLabelText('Title', { selector: 'input' });
    await user.type(title, ' and limits{Enter}');

    await settle();
    expect(props.onSave).not.toHaveBeenCalled();
    expect(title).toHaveValue('Fees and limits');
  });

  it('does nothing in a token row of the DEX, while Enter in a field of the section itself still saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const props = editorProps();
    render(
      <DexGeneratorEditor
        data={{
          ...DEX_GENERATOR_DEFAULTS,
          title: 'Local DEX',
          source: 'url',
          url: 'https://dex.example.com',
          tokens: [
            { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TUSD', decimals: 6 },
            { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'TNFT', decimals: 18 },
          ],
        }}
        {...props}
      />,
    );
    const token = within(screen.getByRole('group', { name: 'Token 1' }));
    await user.type(token.getByLabelText('Symbol'), 'C{Enter}');
    await settle();
    expect(props.onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Title'), '{Enter}');
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
  });
});
