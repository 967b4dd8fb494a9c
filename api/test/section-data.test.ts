import { SECTION_REGISTRY } from '@suite/shared/sections';
import { SectionTypeSchema, UNLABELLED_SECTION_TYPES, type Section } from '@suite/shared/widget';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { SECTION_EXAMPLES } from '../../shared/src/sections/section-examples';
import { contractForms, widgets } from '../src/db/schema';
import { failure } from './support/accounts';
import { anonymous, newSeller, widgetConfigWith, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
});

afterAll(async () => {
  await server?.close();
});

const configWith = (sections: unknown[]) => widgetConfigWith(sections, 'Sections');

function create(sections: unknown[]) {
  return seller.call((client) =>
    client.widget.upsert({ config: JSON.stringify(configWith(sections)), kit: 'Full' }),
  );
}

function save(id: number, version: number, sections: unknown[]) {
  return seller.call((client) =>
    client.widget.upsert({ id, version, config: JSON.stringify(configWith(sections)) }),
  );
}

/** Writes a config straight into the row, as an older server (which checked no section data) did. */
async function storeDirectly(id: number, config: unknown): Promise<void> {
  await server.testDatabase.database.db
    .update(widgets)
    .set({ config: JSON.stringify(config) })
    .where(eq(widgets.id, id));
}

describe('section data on widget save', () => {
  it('accepts a complete section of every registered type, and stores it as sent', async () => {
    // What a section points at must be the seller's own (the server checks it): another of their
    // widgets, a leaderboard of the widget saved, one of their contract forms.
    const site = await create([]);
    const other = await create([]);
    const leaderboard = await seller.call((client) =>
      client.leaderboards.create({ siteId: site.id, title: 'Top buyers' }),
    );
    const [form] = await server.testDatabase.database.db
      .insert(contractForms)
      .values({
        ownerId: seller.userId,
        name: 'Send',
        chainId: 31337,
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        abi: '[]',
        functions: [],
      })
      .returning({ id: contractForms.id });
    if (!form) throw new Error('No contract form inserted');
    const ownReferences: Partial<Record<Section['type'], Section['data']>> = {
      widget: { ...SECTION_EXAMPLES.widget, widgetId: other.id },
      ranking: { ...SECTION_EXAMPLES.ranking, rankingId: leaderboard.id },
      'user-contract-form': { ...SECTION_EXAMPLES['user-contract-form'], formId: String(form.id) },
    };
    // Each at its type's current version (absent means 1).
    const sections: Section[] = SectionTypeSchema.options.map((type) => ({
      type,
      name: `A ${type}`,
      data: ownReferences[type] ?? SECTION_EXAMPLES[type],
      ...(SECTION_REGISTRY[type].version > 1 ? { version: SECTION_REGISTRY[type].version } : {}),
    }));
    sections.push({ type: 'plugin-gallery', version: 3, data: { photos: 'kept as given' } });
    const saved = await save(site.id, site.version, sections);
    expect(saved.configParsed.page.sections).toEqual(sections);
    expect(JSON.parse(saved.config)).toEqual(configWith(sections));
  });

  it("keeps sections of the seed's unlabelled types as given, on save and on read", async () => {
    const sections: Section[] = UNLABELLED_SECTION_TYPES.filter((type) => type !== 'commerce').map(
      (type, index) => ({ type, name: `Unlabelled ${index}`, data: { anything: [index, 'kept'] } }),
    );
    const created = await create(sections);
    expect(created.configParsed.page.sections).toEqual(sections);
    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.page.sections).toEqual(sections);
    const saved = await save(created.id, created.version, [...sections].reverse());
    expect(saved.configParsed.page.sections.map((section) => section.type)).toEqual(
      [...sections].reverse().map((section) => section.type),
    );
  });

  it("checks a code page's HTML by HTML's parsing rules: omitted optional end tags pass, real errors answer 400", async () => {
    const codePage = (html: string) => ({ type: 'code-page-section', data: { html, css: '', js: '' } });
    const created = await create([codePage('<ul><li>a<li>b</ul>\n<p>one<p>two')]);
    expect(created.configParsed.page.sections[0]?.data.html).toBe('<ul><li>a<li>b</ul>\n<p>one<p>two');
    const custom = { type: 'custom', data: { html: '<h2>Story</h2></div>', css: 'h2 {}' } };
    const error = await failure(save(created.id, created.version, [codePage('<div><span>x</div>'), custom]));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.html': 'HTML does not parse: <span> opened on line 1 is never closed',
      'config.page.sections.1.data.html':
        'HTML does not parse: Closing tag </div> on line 1 has no opening tag',
    });
  });

  it('answers 400 with the path of each failing field, and the widget is unchanged', async () => {
    const good = [{ type: 'markdown', name: 'Intro', data: SECTION_EXAMPLES.markdown }];
    const created = await create(good);
    const accordion = SECTION_EXAMPLES.accordion;
    const bad = [
      ...good,
      // An accordion panel without a title, a video whose address is not a URL, a leaderboard id of
      // the wrong type, and a version no editor has made yet.
      { type: 'accordion', data: { ...accordion, accordions: [{ ...accordion.accordions[0], title: '' }] } },
      { type: 'video', data: { ...SECTION_EXAMPLES.video, videoUrl: 'youtube dot com' } },
      { type: 'ranking', data: { ...SECTION_EXAMPLES.ranking, rankingId: 'top-10' } },
      { type: 'markdown', version: 2, data: SECTION_EXAMPLES.markdown },
      // A YouTube link sent with another embed type than its URL gives.
      { type: 'video', data: { ...SECTION_EXAMPLES.video, embedType: 'custom' } },
      // A glass wallet's blur off its slider's steps of 5, which only a caller other than the editor sends.
      { type: 'wallet', data: { variant: 'glass', glassSettings: { blurIntensity: 42 } } },
    ];
    const error = await failure(save(created.id, created.version, bad));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorMessage(error)).toBe('Input validation failed');
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.1.data.accordions.0.title': 'Accordion title is required',
      'config.page.sections.2.data.videoUrl': 'Must be a valid http(s) URL',
      'config.page.sections.3.data.rankingId': 'Choose a leaderboard',
      'config.page.sections.4.version':
        'Saved by a newer editor (version 2); this server reads markdown sections up to version 1',
      'config.page.sections.5.data.embedType': 'Must be youtube, the embed type of the video URL',
      'config.page.sections.6.data.glassSettings.blurIntensity': 'Must be a multiple of 5',
    });
    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read).toEqual(created);

    // A new widget with a bad section is not created either.
    const before = await seller.call((client) => client.widget.list({}));
    const refused = await failure(create(bad.slice(1, 2)));
    expect(apiFieldErrors(refused)).toEqual({
      'config.page.sections.0.data.accordions.0.title': 'Accordion title is required',
    });
    expect((await seller.call((client) => client.widget.list({}))).totalItems).toBe(before.totalItems);
  });

  it('refuses an accordion transition above 500 ms, naming the field; one stored before reads as the page drew it', async () => {
    const accordion = SECTION_EXAMPLES.accordion;
    // As today's editor sends it: at the type's current version.
    const slow = {
      type: 'accordion',
      name: 'FAQ',
      version: 2,
      data: { ...accordion, settings: { ...accordion.settings, transitionDuration: 3000 } },
    };
    const created = await create([]);
    const error = await failure(save(created.id, created.version, [slow]));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.settings.transitionDuration': 'Transition must be between 0 and 500 ms',
    });
    const at500 = {
      ...slow,
      data: { ...slow.data, settings: { ...slow.data.settings, transitionDuration: 500 } },
    };
    expect((await save(created.id, created.version, [at500])).configParsed.page.sections).toEqual([at500]);

    // Saved when up to 5000 ms were allowed (version 1), and always drawn in 500: read as 500, so that a
    // save of any panel, which sends every section back, is not refused for it.
    const { version: _current, ...storedBefore } = slow;
    await storeDirectly(created.id, configWith([storedBefore]));
    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.page.sections).toEqual([at500]);
    const again = await save(created.id, read.version, read.configParsed.page.sections);
    expect(again.configParsed.page.sections).toEqual([at500]);
  });

  it('reads a stored section the rules refuse as stored (never reset), and names it on the next save', async () => {
    const created = await create([]);
    const legacy = { type: 'video', name: 'Old video', data: { title: 'Launch', videoUrl: '' } };
    await storeDirectly(created.id, configWith([legacy]));

    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.page.sections).toEqual([legacy]);
    const visitor = anonymous(server);
    const shown = await visitor((client) =>
      client.siteContent.widget({ siteId: created.id, id: created.id }),
    );
    expect(shown.page.sections).toEqual([legacy]);

    const error = await failure(save(created.id, read.version, read.configParsed.page.sections));
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.videoUrl': 'Video URL is required',
      'config.page.sections.0.data.embedType': expect.any(String),
    });
    const fixed = { ...legacy, data: SECTION_EXAMPLES.video };
    const saved = await save(created.id, read.version, [fixed]);
    expect(saved.configParsed.page.sections).toEqual([fixed]);
  });

  it('refuses a YouTube link that names no video under its field; one stored before reads as stored', async () => {
    const channel = {
      type: 'video',
      name: 'Channel',
      data: { ...SECTION_EXAMPLES.video, videoUrl: 'https://www.youtube.com/@SomeChannel' },
    };
    const created = await create([]);
    const error = await failure(save(created.id, created.version, [channel]));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.videoUrl':
        'This YouTube link does not name a video: link to one video, not a channel or a playlist',
    });

    // Saved before the rule: its owner and its visitors read it as stored (the page says it names no video).
    await storeDirectly(created.id, configWith([channel]));
    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.page.sections).toEqual([channel]);
    const shown = await anonymous(server)((client) =>
      client.siteContent.widget({ siteId: created.id, id: created.id }),
    );
    expect(shown.page.sections).toEqual([channel]);
  });
});
