import {
  AccordionConfigSchema,
  AccordionSavedConfigSchema,
  CardsConfigSchema,
  currentSection,
  INVALID_STEPPER_MESSAGE,
  StepperConfigSchema,
  TabsConfigSchema,
} from './index';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

function messagesAt(
  result: { error?: { issues: { message: string; path: PropertyKey[] }[] } },
  path: string,
): string[] {
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.map(String).join('.') === path)
    .map((issue) => issue.message);
}

const action = { label: 'Docs', href: '', variant: 'text', color: 'primary', size: 'small', disabled: false };

const accordion = (id: string) => ({
  id,
  title: `Title ${id}`,
  content: `Content ${id}`,
  summary: '',
  expanded: false,
  disabled: false,
  actions: [],
  titleVariant: 'subtitle1',
  contentVariant: 'body1',
});

const ACCORDION = {
  accordions: [accordion('a'), accordion('b')],
  settings: {
    variant: 'elevation',
    square: false,
    disableGutters: false,
    defaultExpanded: [],
    expandedIds: [],
    allowMultiple: false,
    unmountOnExit: false,
    headingComponent: 'h3',
    transitionDuration: 'auto',
    spacing: 1,
    elevation: 1,
    borderRadius: 4,
    actionsPlacement: 'details',
    actionsAlignment: 'left',
    iconPosition: 'end',
    hideExpandIcon: false,
    expandIcon: 'ExpandMore',
  },
};

describe('AccordionConfigSchema', () => {
  it('accepts a complete accordion', () => {
    expect(AccordionConfigSchema.safeParse(ACCORDION).success).toBe(true);
  });

  it('requires at least one accordion, and each one its id, title and content', () => {
    expect(messages(AccordionConfigSchema.safeParse({ ...ACCORDION, accordions: [] }))).toEqual([
      'At least one accordion is required',
    ]);
    const blank = { ...accordion('a'), id: ' ', title: '', content: '' };
    expect(messages(AccordionConfigSchema.safeParse({ ...ACCORDION, accordions: [blank] }))).toEqual([
      'Accordion ID is required',
      'Accordion title is required',
      'Accordion content is required',
    ]);
  });

  it('requires unique ids, at each of the repeated ones', () => {
    const result = AccordionConfigSchema.safeParse({
      ...ACCORDION,
      accordions: [accordion('a'), accordion('a')],
    });
    expect(messagesAt(result, 'accordions.0.id')).toEqual(['Accordion IDs must be unique']);
    expect(messagesAt(result, 'accordions.1.id')).toEqual(['Accordion IDs must be unique']);
  });

  it('checks the default-expanded ids: they exist, and several only when allowMultiple', () => {
    const missing = { ...ACCORDION, settings: { ...ACCORDION.settings, defaultExpanded: ['z'] } };
    expect(messages(AccordionConfigSchema.safeParse(missing))).toEqual([
      'Default expanded IDs must exist in the accordions list',
    ]);
    const several = { ...ACCORDION, settings: { ...ACCORDION.settings, defaultExpanded: ['a', 'b'] } };
    expect(messages(AccordionConfigSchema.safeParse(several))).toEqual([
      'Cannot have multiple default expanded accordions when allowMultiple is false',
    ]);
    const allowed = { ...several, settings: { ...several.settings, allowMultiple: true } };
    expect(AccordionConfigSchema.safeParse(allowed).success).toBe(true);
  });

  it("requires an action's label, and a valid URL or nothing", () => {
    const withActions = (actions: unknown[]) => ({
      ...ACCORDION,
      accordions: [{ ...accordion('a'), actions }],
    });
    expect(AccordionConfigSchema.safeParse(withActions([action])).success).toBe(true);
    expect(
      messages(
        AccordionConfigSchema.safeParse(withActions([{ ...action, label: '', href: 'javascript:alert(1)' }])),
      ),
    ).toEqual(['Action label is required', 'Must be a valid URL if provided']);
  });

  it('keeps spacing within 0-10 and elevation within 0-24', () => {
    const set = (settings: object) => ({ ...ACCORDION, settings: { ...ACCORDION.settings, ...settings } });
    expect(messages(AccordionConfigSchema.safeParse(set({ spacing: 10.5, elevation: 25 })))).toEqual([
      'Must be at most 10',
      'Must be at most 24',
    ]);
    expect(messages(AccordionConfigSchema.safeParse(set({ spacing: -1, elevation: -1 })))).toEqual([
      'Must be at least 0',
      'Must be at least 0',
    ]);
  });

  it('refuses a transition above 500 ms, the longest antd lets run to its end, naming the field', () => {
    const set = (transitionDuration: unknown) =>
      AccordionConfigSchema.safeParse({
        ...ACCORDION,
        settings: { ...ACCORDION.settings, transitionDuration },
      });
    expect(set(300).data?.settings.transitionDuration).toBe(300);
    expect(set(500).data?.settings.transitionDuration).toBe(500);
    expect(set('auto').data?.settings.transitionDuration).toBe('auto');
    for (const ms of [501, 3000, -1]) {
      expect(messagesAt(set(ms), 'settings.transitionDuration')).toEqual([
        'Transition must be between 0 and 500 ms',
      ]);
    }
  });

  it('reads an accordion stored at version 1 with a transition above 500 ms as 500, at version 2', () => {
    const stored = (transitionDuration: unknown) => ({
      type: 'accordion',
      data: { ...ACCORDION, settings: { ...ACCORDION.settings, transitionDuration } },
    });
    const transitionOf = (section: ReturnType<typeof currentSection>) =>
      AccordionConfigSchema.safeParse(section.data).data?.settings.transitionDuration;
    expect(currentSection(stored(3000))).toMatchObject({ version: 2 });
    expect(transitionOf(currentSection(stored(3000)))).toBe(500);
    expect(transitionOf(currentSection(stored(400)))).toBe(400);
    expect(transitionOf(currentSection(stored('auto')))).toBe('auto');
  });

  it('draws a transition saved when up to 5000 ms were allowed with 500 (ADR 0040)', () => {
    const read = (transitionDuration: unknown) =>
      AccordionSavedConfigSchema.safeParse({
        ...ACCORDION,
        settings: { ...ACCORDION.settings, transitionDuration },
      });
    expect(read(300).data?.settings.transitionDuration).toBe(300);
    expect(read(3000).data?.settings.transitionDuration).toBe(500);
    expect(read('auto').data?.settings.transitionDuration).toBe('auto');
    // Never allowed: still not drawn.
    expect(messagesAt(read(5001), 'settings.transitionDuration')).toEqual([
      'Transition must be between 0 and 500 ms',
    ]);
  });
});

const card = (id: string) => ({
  id,
  title: `Card ${id}`,
  description: '',
  image: '',
  actions: [],
  layout: { x: 0, y: 0, w: 3, h: 2 },
});

const CARDS = {
  cards: [card('a')],
  gridSettings: {
    cols: 12,
    rowHeight: 150,
    margin: [10, 10],
    containerPadding: [10, 10],
    compactType: 'vertical',
    allowOverlap: false,
    preventCollision: false,
    isDraggable: true,
    isResizable: true,
  },
};

describe('CardsConfigSchema', () => {
  it('requires at least one card, and its id and title', () => {
    expect(messages(CardsConfigSchema.safeParse({ ...CARDS, cards: [] }))).toEqual([
      'At least one card is required',
    ]);
    expect(
      messages(CardsConfigSchema.safeParse({ ...CARDS, cards: [{ ...card('a'), id: '', title: '' }] })),
    ).toEqual(['ID is required', 'Title is required']);
  });

  it('accepts an empty image and link, and refuses ones that do not start with http(s)', () => {
    const linked = {
      ...card('a'),
      image: 'https://cdn.example.com/a.png',
      actions: [{ label: 'Go', href: 'http://example.com' }],
    };
    expect(CardsConfigSchema.safeParse({ ...CARDS, cards: [linked] }).success).toBe(true);
    const bad = {
      ...card('a'),
      image: 'data:image/png;base64,AAAA',
      actions: [{ label: 'Go', href: 'example.com' }],
    };
    expect(messages(CardsConfigSchema.safeParse({ ...CARDS, cards: [bad] }))).toEqual([
      'Must be a valid URL if provided',
      'Must be a valid URL if provided',
    ]);
  });

  it('keeps x and y at 0 or more, w and h at 1 or more, and columns within 1-24', () => {
    const layout = { ...card('a'), layout: { x: -1, y: -1, w: 0, h: 0 } };
    expect(messages(CardsConfigSchema.safeParse({ ...CARDS, cards: [layout] }))).toEqual([
      'Must be at least 0',
      'Must be at least 0',
      'Must be at least 1',
      'Must be at least 1',
    ]);
    for (const [cols, message] of [
      [0, 'Must be at least 1'],
      [25, 'Must be at most 24'],
    ] as const) {
      expect(
        messages(CardsConfigSchema.safeParse({ ...CARDS, gridSettings: { ...CARDS.gridSettings, cols } })),
      ).toEqual([message]);
    }
  });

  it('accepts a row height from 10 (the schema reading; the input starts at 50)', () => {
    const rowHeight = (value: number) => ({
      ...CARDS,
      gridSettings: { ...CARDS.gridSettings, rowHeight: value },
    });
    expect(CardsConfigSchema.safeParse(rowHeight(10)).success).toBe(true);
    expect(CardsConfigSchema.safeParse(rowHeight(30)).success).toBe(true);
    expect(messages(CardsConfigSchema.safeParse(rowHeight(9)))).toEqual(['Must be at least 10']);
  });

  it('requires responsive sizes from widest to narrowest', () => {
    const responsive = {
      breakpoints: { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 },
      cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
    };
    expect(CardsConfigSchema.safeParse({ ...CARDS, responsive }).success).toBe(true);
    const swapped = { ...responsive, breakpoints: { ...responsive.breakpoints, sm: 1000 } };
    expect(messages(CardsConfigSchema.safeParse({ ...CARDS, responsive: swapped }))).toEqual([
      'Must be less than the md width',
    ]);
  });
});

const step = (id: string) => ({
  id,
  label: `Step ${id}`,
  content: `Do ${id}`,
  description: '',
  completed: false,
  optional: false,
  error: false,
  disabled: false,
  actions: [],
});

const STEPPER = {
  steps: [step('a'), step('b')],
  settings: {
    orientation: 'horizontal',
    variant: 'elevation',
    linear: true,
    alternativeLabel: false,
    nonLinear: false,
    allowStepSkipping: false,
    allowStepReset: true,
    mobileStepper: { enabled: false, variant: 'dots', position: 'static' },
    showBackButton: true,
    showNextButton: true,
    showSkipButton: true,
    showResetButton: true,
    backButtonText: 'Back',
    nextButtonText: 'Next',
    skipButtonText: 'Skip',
    resetButtonText: 'Reset',
    finishButtonText: 'Finish',
    completedIcon: 'Check',
    errorIcon: 'Warning',
    hideStepIcons: false,
    unmountOnExit: false,
    validateOnNext: false,
    elevation: 1,
    borderRadius: 4,
    padding: 24,
    spacing: 2,
  },
  activeStep: 1,
  completedSteps: [0],
  skippedSteps: [],
};

describe('StepperConfigSchema', () => {
  it('accepts a complete stepper', () => {
    expect(StepperConfigSchema.safeParse(STEPPER).success).toBe(true);
  });

  it('requires at least one step, and its id, label and content', () => {
    expect(
      messages(StepperConfigSchema.safeParse({ ...STEPPER, steps: [], activeStep: 0, completedSteps: [] })),
    ).toEqual(['At least one step is required']);
    expect(
      messages(
        StepperConfigSchema.safeParse({
          ...STEPPER,
          steps: [{ ...step('a'), id: '', label: '', content: '' }],
          activeStep: 0,
          completedSteps: [],
        }),
      ),
    ).toEqual(['Step ID is required', 'Step label is required', 'Step content is required']);
  });

  it("refuses an active, completed or skipped step outside the steps, and skipping in a linear stepper: 'Invalid stepper configuration'", () => {
    expect(INVALID_STEPPER_MESSAGE).toBe('Invalid stepper configuration');
    const cases = [
      [{ activeStep: 2 }, 'activeStep'],
      [{ completedSteps: [0, 2] }, 'completedSteps'],
      [{ skippedSteps: [5] }, 'skippedSteps'],
      // Before the first step is outside them too.
      [{ activeStep: -1 }, 'activeStep'],
      [{ completedSteps: [0, -1] }, 'completedSteps'],
      [{ skippedSteps: [-3] }, 'skippedSteps'],
      [{ settings: { ...STEPPER.settings, allowStepSkipping: true } }, 'settings.allowStepSkipping'],
    ] as const;
    for (const [change, path] of cases) {
      const result = StepperConfigSchema.safeParse({ ...STEPPER, ...change });
      expect(messages(result)).toEqual(['Invalid stepper configuration']);
      expect(messagesAt(result, path)).toEqual(['Invalid stepper configuration']);
    }
    const notLinear = {
      ...STEPPER,
      settings: { ...STEPPER.settings, linear: false, allowStepSkipping: true },
    };
    expect(StepperConfigSchema.safeParse(notLinear).success).toBe(true);
  });
});

const tab = (id: string) => ({
  id,
  label: `Tab ${id}`,
  content: `About ${id}`,
  iconPosition: 'start',
  disabled: false,
  wrapped: false,
});

const TABS = {
  id: '',
  tabs: [tab('a'), tab('b')],
  orientation: 'horizontal',
  variant: 'standard',
  indicatorColor: 'primary',
  textColor: 'primary',
  centered: false,
  scrollButtons: 'auto',
  borderRadius: 4,
  elevation: 0,
  padding: 16,
  tabFontSize: 14,
  contentFontSize: 16,
  colors: {},
};

describe('TabsConfigSchema', () => {
  it('requires at least one tab, and its id, label and content', () => {
    expect(messages(TabsConfigSchema.safeParse({ ...TABS, tabs: [] }))).toEqual([
      'At least one tab is required',
    ]);
    expect(
      messages(
        TabsConfigSchema.safeParse({ ...TABS, tabs: [{ ...tab('a'), id: '', label: '', content: '' }] }),
      ),
    ).toEqual(['Tab ID is required', 'Tab label is required', 'Tab content is required']);
  });

  it('keeps radius 0-50, elevation 0-24, padding 0-50, tab font 8-24 and content font 10-32', () => {
    const low = { borderRadius: -1, elevation: -1, padding: -1, tabFontSize: 7, contentFontSize: 9 };
    expect(messages(TabsConfigSchema.safeParse({ ...TABS, ...low }))).toEqual([
      'Must be at least 0',
      'Must be at least 0',
      'Must be at least 0',
      'Must be at least 8',
      'Must be at least 10',
    ]);
    const high = { borderRadius: 51, elevation: 25, padding: 51, tabFontSize: 25, contentFontSize: 33 };
    expect(messages(TabsConfigSchema.safeParse({ ...TABS, ...high }))).toEqual([
      'Must be at most 50',
      'Must be at most 24',
      'Must be at most 50',
      'Must be at most 24',
      'Must be at most 32',
    ]);
  });

  it("accepts a tab's own style and safe attributes only", () => {
    const styled = {
      ...tab('a'),
      sx: { fontWeight: 600 },
      tabProps: { title: 'Read', 'data-track': 'tab-a' },
    };
    expect(TabsConfigSchema.safeParse({ ...TABS, tabs: [styled] }).success).toBe(true);
    const handler = { ...tab('a'), tabProps: { onclick: 'alert(1)' } };
    expect(messages(TabsConfigSchema.safeParse({ ...TABS, tabs: [handler] }))).toEqual([
      'Only title, aria-* and data-* attributes are allowed',
    ]);
  });
});
