import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccordionConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { AccordionEditor } from './editor';
import { ACCORDION_DEFAULTS, ACCORDION_ITEM_DEFAULTS } from './defaults';
import { settle } from '../../test/settle';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const ACCORDION: AccordionConfig = {
  accordions: [{ ...ACCORDION_ITEM_DEFAULTS, id: 'fees', title: 'Fees', content: 'About fees' }],
  settings: ACCORDION_DEFAULTS.settings,
};

function editorProps() {
  return { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
}

describe('Enter in a panel edited in place', () => {
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
});
