import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { AccordionConfig } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { ACCORDION_DEFAULTS, ACCORDION_ITEM_DEFAULTS } from './defaults';
import { AccordionEditor } from './editor';
import { AccordionRenderer } from './renderer';
import { buttonNamed, queryButtonNamed, spinbuttonLabelled } from '../../test/test-queries';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const panel = (id: string, title: string, content = `About ${title}`) => ({
  ...ACCORDION_ITEM_DEFAULTS,
  id,
  title,
  content,
});

const ACTION = {
  label: '',
  href: '',
  variant: 'text',
  color: 'primary',
  size: 'medium',
  disabled: false,
} as const;

const SAVED: AccordionConfig = {
  accordions: [panel('fees', 'Fees'), panel('wallets', 'Wallets'), panel('security', 'Security')],
  settings: { ...ACCORDION_DEFAULTS.settings, defaultExpanded: ['fees'] },
};

/** The toggle (role button) of each panel, in order: the renderer's header, the editor's title. */
function panelHeaders(container: HTMLElement = document.body) {
  return [
    ...container.querySelectorAll(
      '.ant-collapse-header[aria-expanded], .ant-collapse-header > .ant-collapse-title[aria-expanded], .ant-collapse-header button[aria-expanded]',
    ),
  ];
}

describe('AccordionRenderer', () => {
  it('shows each panel title at the heading level, the default-expanded one open, one at a time', async () => {
    const user = userEvent.setup({ delay: null });
    render(<AccordionRenderer data={SAVED} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Fees' })).toBeInTheDocument();
    expect(screen.getByText('About Fees')).toBeVisible();
    // WAI-ARIA's accordion: each heading holds the panel's button (never a heading inside a button).
    const [fees, wallets, security] = panelHeaders();
    expect(fees).toBe(within(screen.getByRole('heading', { name: 'Fees' })).getByRole('button'));
    expect(fees?.parentElement?.closest('[role="button"], button')).toBeNull();
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(wallets).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Wallets' }));
    expect(wallets).toHaveAttribute('aria-expanded', 'true');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    // From the keyboard: Space as well as Enter.
    act(() => screen.getByRole('button', { name: 'Security' }).focus());
    await user.keyboard(' ');
    expect(security).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(security).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens several panels when allowed, keeps always-expanded ones open and never opens a disabled one', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AccordionRenderer
        data={{
          accordions: [panel('a', 'A'), { ...panel('b', 'B'), disabled: true }, panel('c', 'C')],
          settings: {
            ...SAVED.settings,
            allowMultiple: true,
            defaultExpanded: [],
            expandedIds: ['c'],
            headingComponent: 'h2',
          },
        }}
      />,
    );
    const [a, b, c] = panelHeaders();
    expect(c).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('heading', { level: 2, name: 'A' })).getByRole('button'));
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(c).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'C' }));
    expect(c).toHaveAttribute('aria-expanded', 'true');
    expect(b).toBeDisabled();
    await user.click(screen.getByRole('heading', { name: 'B' }));
    expect(b).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders content as markdown without raw HTML, and the actions as buttons and links', () => {
    const { container } = render(
      <AccordionRenderer
        data={{
          accordions: [
            {
              ...panel('a', 'A', 'Some **bold** <img src=x onerror="alert(1)"><script>alert(2)</script>'),
              summary: 'Short answer',
              actions: [
                {
                  label: 'Docs',
                  href: 'https://example.com/docs',
                  variant: 'outlined',
                  color: 'primary',
                  size: 'small',
                  disabled: false,
                  endIcon: 'OpenInNew',
                },
                {
                  label: 'Later',
                  href: '',
                  variant: 'text',
                  color: 'secondary',
                  size: 'medium',
                  disabled: true,
                },
                // Not disabled, but leading nowhere: inactive all the same, never a button that does nothing.
                { ...ACTION, label: 'Soon', variant: 'contained' },
              ],
            },
          ],
          settings: {
            ...SAVED.settings,
            defaultExpanded: ['a'],
            actionsPlacement: 'both',
            expandIcon: 'ChevronRight',
          },
        }}
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Short answer')).toBeInTheDocument();
    // 'both': in the header and under the content.
    const links = screen.getAllByRole('link', { name: /Docs/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/docs');
    expect(screen.getAllByRole('button', { name: 'Later' })[0]).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Soon' })[0]).toBeDisabled();
    expect(container.querySelector('[data-icon-name="ChevronRight"]')).not.toBeNull();
  });

  it("puts the summary's actions beside the panel's button, not inside it (no nested controls)", () => {
    const { container } = render(
      <AccordionRenderer
        data={{
          accordions: [
            {
              ...panel('a', 'A'),
              actions: [{ ...ACTION, label: 'Docs', href: 'https://example.com/docs' }],
            },
          ],
          settings: { ...SAVED.settings, defaultExpanded: [], actionsPlacement: 'summary' },
        }}
      />,
    );
    const [toggle] = panelHeaders(container);
    expect(toggle?.tagName).toBe('BUTTON');
    expect(toggle).toHaveTextContent('A');
    const docs = screen.getByRole('link', { name: /Docs/ });
    expect(toggle?.contains(docs)).toBe(false);
    expect(docs.closest('.ant-collapse-header')).not.toBeNull();
  });

  it("keeps a closed panel's content on the page unless closed panels are to leave it", () => {
    const closed = { accordions: [panel('a', 'A'), panel('b', 'B')], settings: SAVED.settings };
    const kept = render(
      <AccordionRenderer data={{ ...closed, settings: { ...closed.settings, defaultExpanded: [] } }} />,
    );
    expect(kept.container).toContainHTML('About B');
    expect(screen.getByText('About B')).not.toBeVisible();
    kept.unmount();
    render(
      <AccordionRenderer
        data={{ ...closed, settings: { ...closed.settings, defaultExpanded: [], unmountOnExit: true } }}
      />,
    );
    expect(screen.queryByText('About B')).not.toBeInTheDocument();
  });

  it('hides the expand icon when told to', () => {
    const { container } = render(
      <AccordionRenderer data={{ ...SAVED, settings: { ...SAVED.settings, hideExpandIcon: true } }} />,
    );
    expect(container.querySelector('[data-icon-name]')).toBeNull();
  });

  it('draws a transition saved when up to 5000 ms were allowed with 500 ms', () => {
    const { container } = render(
      <AccordionRenderer data={{ ...SAVED, settings: { ...SAVED.settings, transitionDuration: 3000 } }} />,
    );
    expect(screen.queryByText('This section is not configured yet')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Fees' })).toBeInTheDocument();
    expect(container.querySelector('[data-icon-name]')).toHaveStyle({ transition: 'transform 0.5s' });
  });

  it('says what is missing while the section is incomplete', () => {
    render(<AccordionRenderer data={ACCORDION_DEFAULTS} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    expect(screen.getByText('Accordion 1 › Content: Accordion content is required')).toBeInTheDocument();
  });
});

function renderEditor(data?: AccordionConfig, mode?: 'add' | 'edit') {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(
    <SuiteProviders>
      <App>
        <AccordionEditor data={data} mode={mode} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />
      </App>
    </SuiteProviders>,
  );
  const lastConfig = (): AccordionConfig => onChange.mock.lastCall?.[0];
  return { onChange, onSave, lastConfig, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => buttonNamed('Save Configuration');

describe('AccordionEditor', () => {
  it('has the tabs Accordions and Settings and one Save Configuration button, no Cancel', () => {
    renderEditor(SAVED);
    expect(screen.getByRole('tab', { name: 'Accordions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeInTheDocument();
    expect(saveButton()).toBeInTheDocument();
    expect(queryButtonNamed('Cancel')).not.toBeInTheDocument();
  });

  it("adds 'Accordion N' with a generated id and opens it alone", async () => {
    const { user, lastConfig } = renderEditor();
    await user.click(buttonNamed('Add accordion'));
    expect(lastConfig().accordions.map((item) => item.title)).toEqual(['Accordion 1', 'Accordion 2']);
    const [first, second] = panelHeaders();
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const newId = lastConfig().accordions[1]?.id;
    expect(newId).toMatch(/^accordion-/);
    expect(newId).not.toBe('accordion-1');
    expect(screen.getByLabelText('Accordion ID')).toHaveValue(newId);
    // Opening the first closes the second: one panel open at a time.
    await user.click(screen.getByText('Accordion 1'));
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it("duplicates a panel at the end, labelled '(Copy)'", async () => {
    const { user, lastConfig } = renderEditor(SAVED);
    await user.click(buttonNamed('Duplicate Fees'));
    const titles = lastConfig().accordions.map((item) => item.title);
    expect(titles).toEqual(['Fees', 'Wallets', 'Security', 'Fees (Copy)']);
    expect(lastConfig().accordions[3]?.id).not.toBe('fees');
    expect(panelHeaders().map((header) => header.textContent)).toEqual([
      'Fees',
      'Wallets',
      'Security',
      'Fees (Copy)',
    ]);
  });

  it('moves the keyboard focus to the copy a Ctrl+D makes, at the end', async () => {
    const { user } = renderEditor(SAVED);
    const toggle = document.querySelector<HTMLElement>('.ant-collapse-title[role="button"]');
    if (!toggle) throw new Error('No panel header');
    toggle.focus();
    await user.keyboard('{Control>}d{/Control}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Fees (Copy)'));
  });

  it('removes a panel together with its id in the expanded lists, and moves panels', async () => {
    const { user, lastConfig } = renderEditor({
      ...SAVED,
      settings: {
        ...SAVED.settings,
        allowMultiple: true,
        defaultExpanded: ['fees', 'wallets'],
        expandedIds: ['wallets'],
      },
    });
    await user.click(buttonNamed('Remove Wallets'));
    expect(lastConfig().accordions.map((item) => item.id)).toEqual(['fees', 'security']);
    expect(lastConfig().settings.defaultExpanded).toEqual(['fees']);
    expect(lastConfig().settings.expandedIds).toEqual([]);
    expect(buttonNamed('Move Fees up')).toBeDisabled();
    expect(buttonNamed('Move Security down')).toBeDisabled();
    await user.click(buttonNamed('Move Security up'));
    expect(lastConfig().accordions.map((item) => item.id)).toEqual(['security', 'fees']);
  });

  it("names a panel's buttons after its title as it is typed", async () => {
    const { user } = renderEditor(SAVED);
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Fees');
    await user.clear(title);
    await user.type(title, 'Fees and fares');
    // The accessible names as assistive technology computes them (here, in the panel's header only).
    const header = panelHeaders()[0]?.closest<HTMLElement>('.ant-collapse-header');
    if (!header) throw new Error('No header for the first panel');
    for (const name of [
      'Fees and fares',
      'Move Fees and fares up',
      'Move Fees and fares down',
      'Duplicate Fees and fares',
      'Remove Fees and fares',
    ]) {
      expect(within(header).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(header).queryByRole('button', { name: /^Remove Fees$/ })).not.toBeInTheDocument();
  });

  it('requires at least one accordion and keeps Save Configuration disabled meanwhile', async () => {
    const { user } = renderEditor(SAVED);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    for (const title of ['Fees', 'Wallets', 'Security']) {
      await user.click(buttonNamed(`Remove ${title}`));
    }
    expect(await screen.findByText('At least one accordion is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows the messages of a panel beside its fields', async () => {
    const { user } = renderEditor(SAVED);
    for (const label of ['Accordion ID', 'Title', 'Content']) {
      await user.clear(screen.getByLabelText(label));
    }
    expect(await screen.findByText('Accordion ID is required')).toBeInTheDocument();
    expect(screen.getByText('Accordion title is required')).toBeInTheDocument();
    expect(screen.getByText('Accordion content is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'Accordions has errors' })).toBeInTheDocument();
  });

  it('requires unique ids', async () => {
    const { user } = renderEditor(SAVED);
    const id = screen.getByLabelText('Accordion ID');
    await user.clear(id);
    await user.paste('wallets');
    expect(await screen.findByText('Accordion IDs must be unique')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("checks an action's label and link", async () => {
    const { user } = renderEditor(SAVED);
    await user.click(buttonNamed('Add action'));
    const action = screen.getByRole('group', { name: 'Action 1' });
    await user.click(within(action).getByLabelText('Action link'));
    await user.paste('ftp://example.com');
    expect(await screen.findByText('Action label is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL if provided')).toBeInTheDocument();
    await user.click(within(action).getByLabelText('Action label'));
    await user.paste('Read more');
    await user.clear(within(action).getByLabelText('Action link'));
    await user.paste('https://example.com/more');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText('Must be a valid URL if provided')).not.toBeInTheDocument();
  });

  it('refuses several default-expanded panels unless several may be open', async () => {
    const { user } = renderEditor({
      ...SAVED,
      settings: { ...SAVED.settings, allowMultiple: true, defaultExpanded: ['fees', 'wallets'] },
    });
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByLabelText('Allow several open panels'));
    expect(
      await screen.findByText('Cannot have multiple default expanded accordions when allowMultiple is false'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('refuses a default-expanded id that is no longer in the list', async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    await user.click(screen.getByRole('tab', { name: 'Accordions' }));
    const id = screen.getByLabelText('Accordion ID');
    await user.clear(id);
    await user.paste('costs');
    await user.click(screen.getByRole('tab', { name: /Settings/ }));
    expect(
      await screen.findByText('Default expanded IDs must exist in the accordions list'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('holds the settings another one leaves without effect, and says why', async () => {
    const { user } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const elevation = spinbuttonLabelled('Elevation');
    const radius = spinbuttonLabelled('Border radius');
    const position = screen.getByRole('radio', { name: 'End' });
    expect(elevation).toBeEnabled();
    expect(radius).toBeEnabled();
    expect(position).toBeEnabled();
    await user.click(screen.getByText('Outlined'));
    expect(elevation).toBeDisabled();
    expect(screen.getByText('Only for the Elevation variant')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Square corners'));
    expect(radius).toBeDisabled();
    expect(screen.getByText('No effect with "Square corners" on')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Hide the expand icon'));
    expect(position).toBeDisabled();
    // The expand icon, the collapse icon, the position, and the open panel's own icon.
    expect(screen.getAllByText('No effect while "Hide the expand icon" is on')).toHaveLength(4);
    await user.click(screen.getByText('Elevation', { selector: 'span' }));
    expect(elevation).toBeEnabled();
  });

  it('starts from the seed defaults and saves the configuration', async () => {
    const { user, onSave } = renderEditor(SAVED);
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('radio', { name: 'Elevation' })).toBeChecked();
    expect(spinbuttonLabelled('Elevation')).toHaveValue('1');
    expect(spinbuttonLabelled('Border radius')).toHaveValue('4');
    expect(screen.getByRole('slider', { name: 'Spacing' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('H3')).toBeInTheDocument();
    await user.click(screen.getByText('Outlined'));
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, settings: { ...SAVED.settings, variant: 'outlined' } });
  });

  it('opens a section saved under older rules as saved, marking the panel to fix, and saves it fixed', async () => {
    const [fees, wallets, security] = SAVED.accordions;
    if (!fees || !wallets || !security) throw new Error('three panels');
    const saved = { ...SAVED, accordions: [fees, wallets, { ...security, content: '' }] };
    const { user, onSave } = renderEditor(saved, 'edit');
    expect(screen.getByLabelText('Title')).toHaveValue('Fees');
    expect(await screen.findByRole('tab', { name: 'Accordions has errors' })).toBeInTheDocument();
    const header = (title: string) =>
      screen.getByText(title, { selector: 'span' }).closest('.ant-collapse-header');
    const securityHeader = header('Security');
    if (!(securityHeader instanceof HTMLElement)) throw new Error('no header for Security');
    expect(within(securityHeader).getByRole('img', { name: 'has errors' })).toBeInTheDocument();
    const feesHeader = header('Fees');
    if (!(feesHeader instanceof HTMLElement)) throw new Error('no header for Fees');
    expect(within(feesHeader).queryByRole('img', { name: 'has errors' })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByText('Security', { selector: 'span' }));
    expect(screen.getByText('Accordion content is required')).toBeInTheDocument();
    const content = document.querySelector('textarea[name="accordions.2.content"]');
    if (!content) throw new Error('no content for Security');
    await user.type(content, 'About Security');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(within(securityHeader).queryByRole('img', { name: 'has errors' })).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(SAVED);
  });

  it('opens a transition saved above 500 ms as saved, says beside it what is allowed, and saves it fixed', async () => {
    const saved = { ...SAVED, settings: { ...SAVED.settings, transitionDuration: 3000 } };
    const { user, onSave } = renderEditor(saved, 'edit');
    expect(await screen.findByRole('tab', { name: 'Settings has errors' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Settings has errors' }));
    const duration = spinbuttonLabelled('Transition duration');
    expect(duration).toHaveValue('3000');
    const field = duration.closest<HTMLElement>('.ant-form-item');
    if (!field) throw new Error('no form item for the transition');
    expect(within(field).getByText('Transition must be between 0 and 500 ms')).toBeInTheDocument();

    await user.clear(duration);
    await user.type(duration, '400');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(within(field).queryByText('Transition must be between 0 and 500 ms')).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(onSave).toHaveBeenCalledWith({
      ...saved,
      settings: { ...saved.settings, transitionDuration: 400 },
    });
  });
});
