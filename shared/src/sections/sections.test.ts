import {
  CallToActionConfigSchema,
  CodePageConfigSchema,
  ReferralConfigSchema,
  setHtmlCheck,
  UserContractFormConfigSchema,
  VideoConfigSchema,
  videoEmbedType,
  VideoSavedConfigSchema,
} from './index';
import { SectionSchema } from '../widget';
import { HttpUrlSchema } from '../schemas/common';
import { htmlParseError } from './html-check';
import { loadValidationMessages, setValidationLanguage, validationMessage } from '../i18n/validation';

/** The check's problem as the page words it, or null. */
function worded(html: string): string | null {
  const problem = htmlParseError(html);
  return problem && validationMessage(problem.code, problem.values);
}

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('videoEmbedType', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com/shorts/abc', 'youtube'],
    ['https://m.youtube.com/watch?v=x', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871', 'vimeo'],
    ['https://cdn.example.com/clip.mp4', 'custom'],
    ['https://notyoutube.com/watch?v=x', 'custom'],
    ['not a url', 'custom'],
  ])('%s is %s', (url, type) => {
    expect(videoEmbedType(url)).toBe(type);
  });
});

describe('VideoConfigSchema', () => {
  it('requires the title and the video URL', () => {
    const result = VideoConfigSchema.safeParse({ title: ' ', videoUrl: '', embedType: 'custom' });
    expect(messages(result)).toEqual(['Title is required', 'Video URL is required']);
  });
  it('refuses a URL that is not http(s)', () => {
    const result = VideoConfigSchema.safeParse({
      title: 'T',
      videoUrl: 'javascript:alert(1)',
      embedType: 'custom',
    });
    expect(messages(result)).toEqual(['Must be a valid http(s) URL']);
  });
  it('refuses a URL longer than 2048 characters, as every address a page keeps', () => {
    const long = `https://example.com/${'a'.repeat(2029)}`;
    expect(long).toHaveLength(2049);
    const result = VideoConfigSchema.safeParse({ title: 'T', videoUrl: long, embedType: 'custom' });
    expect(messages(result)).toEqual(['Must be at most 2048 characters']);
    expect(messages(HttpUrlSchema.safeParse(long))).toEqual(['Must be at most 2048 characters']);
    expect(HttpUrlSchema.safeParse(long.slice(0, 2048)).success).toBe(true);
  });
  it("refuses an embed type other than the URL's, under embedType, and takes the URL's", () => {
    const video = { title: 'T', videoUrl: 'https://www.youtube.com/watch?v=SSo_EIwHSd4' };
    const result = VideoConfigSchema.safeParse({ ...video, embedType: 'custom' });
    expect(result.error?.issues).toMatchObject([
      { path: ['embedType'], message: 'Must be youtube, the embed type of the video URL' },
    ]);
    expect(VideoConfigSchema.safeParse({ ...video, embedType: 'youtube' }).success).toBe(true);
  });
  it.each([
    ['https://www.youtube.com/@SomeChannel', 'youtube', 'YouTube'],
    ['https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs', 'youtube', 'YouTube'],
    ['https://youtu.be/', 'youtube', 'YouTube'],
    ['https://vimeo.com/channels/staffpicks', 'vimeo', 'Vimeo'],
  ] as const)('refuses %s, which names no video, under videoUrl', (videoUrl, embedType, site) => {
    const result = VideoConfigSchema.safeParse({ title: 'T', videoUrl, embedType });
    expect(result.error?.issues).toMatchObject([
      {
        path: ['videoUrl'],
        message: `This ${site} link does not name a video: link to one video, not a channel or a playlist`,
      },
    ]);
  });
  it('takes a YouTube or Vimeo link to one video, and any other address as a file', () => {
    for (const [videoUrl, embedType] of [
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
      ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
      ['https://vimeo.com/76979871', 'vimeo'],
      ['https://cdn.example.com/channel/clip.mp4', 'custom'],
    ] as const) {
      expect(messages(VideoConfigSchema.safeParse({ title: 'T', videoUrl, embedType }))).toEqual([]);
    }
  });
  it('says which video link names none in the page language', async () => {
    await loadValidationMessages('es');
    setValidationLanguage('es');
    try {
      const result = VideoConfigSchema.safeParse({
        title: 'T',
        videoUrl: 'https://www.youtube.com/@SomeChannel',
        embedType: 'youtube',
      });
      expect(messages(result)).toEqual([
        'Este enlace de YouTube no indica ningún vídeo: enlaza un solo vídeo, no un canal ni una lista',
      ]);
    } finally {
      setValidationLanguage('en');
    }
  });
  it('draws a video saved before with a link that names no video as saved (ADR 0040)', () => {
    const saved = {
      title: 'Our channel',
      videoUrl: 'https://www.youtube.com/@SomeChannel',
      embedType: 'youtube',
    };
    expect(VideoSavedConfigSchema.safeParse(saved)).toEqual({ success: true, data: saved });
    // Everything else is still checked as a save checks it.
    expect(messages(VideoSavedConfigSchema.safeParse({ ...saved, embedType: 'custom' }))).toEqual([
      'Must be youtube, the embed type of the video URL',
    ]);
    expect(messages(VideoSavedConfigSchema.safeParse({ ...saved, videoUrl: '' }))).toEqual([
      'Video URL is required',
    ]);
  });
});

describe('CallToActionConfigSchema', () => {
  it('requires title, subtitle, button title and url', () => {
    const result = CallToActionConfigSchema.safeParse({
      variant: 'dark',
      title: '',
      subtitle: '',
      button: { title: '', url: '', openInNewPage: false },
      items: [],
    });
    expect(messages(result)).toEqual([
      'Title is required',
      'Subtitle is required',
      'Button title is required',
      'Button URL is required',
    ]);
  });
});

describe('ReferralConfigSchema', () => {
  it('shows the stats unless told otherwise', () => {
    expect(ReferralConfigSchema.parse({ title: '', subtitle: '' }).showStats).toBe(true);
  });
});

describe('UserContractFormConfigSchema', () => {
  it('requires the form id', () => {
    expect(messages(UserContractFormConfigSchema.safeParse({ formId: '', hideFormInfo: false }))).toEqual([
      'Form ID is required',
    ]);
  });
});

describe('htmlParseError', () => {
  it.each([
    '',
    '<div class="a > b"><p>Hi<br>there</p><img src="x.png" alt=""></div>',
    '<!doctype html><section><!-- a </div> in a comment --><custom-el></custom-el></section>',
    '<script>if (a < b && "</div>") {}</script><style>p > a {}</style>',
    'plain text with a < b',
    // End tags HTML lets an author omit: valid HTML, refused by the old all-closed check.
    '<ul><li>a<li>b</ul>',
    '<p>one<p>two',
    '<div><p>Hi</div>',
    '<table><tr><td>a<td>b</table>',
    '<dl><dt>Term<dd>Meaning</dl>',
    '<select><option>a<option>b</select>',
    '<svg viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>',
    '<svg><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs></svg>',
    '<DIV>Upper case</div>',
    '<div title="</b>">x</div><textarea>a </b> b</textarea>',
    '<!doctype html><html><head><title>Shop</title></head><body><p>Hi</body></html>',
  ])('accepts %p', (html) => {
    expect(htmlParseError(html)).toBeNull();
  });

  it.each([
    ['<div>\n<span>', '<span> opened on line 2 is never closed'],
    ['<div><span>x</div>', '<span> opened on line 1 is never closed'],
    ['<h1>Title</h2>', '<h1> opened on line 1 is closed by </h2> on line 1'],
    ['</div>', 'Closing tag </div> on line 1 has no opening tag'],
    ['<p>a</p>\n<span>b</span></span>', 'Closing tag </span> on line 2 has no opening tag'],
    ['<div class="x"', 'Tag opened on line 1 is missing its closing ">"'],
    ['<!-- never', 'Comment opened on line 1 is never closed'],
    ['<script>alert(1)', '<script> opened on line 1 is never closed'],
    ['<img src="a" src="b">', 'An attribute is repeated on line 1'],
    ['<div/>', '"/>" does not close an HTML element (line 1): add its end tag'],
  ])('refuses %p', (html, error) => {
    expect(worded(html)).toBe(error);
  });

  it('puts the error on the html field once the check is set', () => {
    setHtmlCheck(htmlParseError);
    const result = CodePageConfigSchema.safeParse({ html: '<div>', css: '', js: '' });
    expect(result.error?.issues[0]?.path).toEqual(['html']);
    expect(messages(result)).toEqual(['HTML does not parse: <div> opened on line 1 is never closed']);
    expect(CodePageConfigSchema.safeParse({ html: '<ul><li>a<li>b</ul>', css: '', js: '' }).success).toBe(
      true,
    );
  });

  it("words the problem in the page's language", async () => {
    setHtmlCheck(htmlParseError);
    await loadValidationMessages('pt');
    setValidationLanguage('pt');
    try {
      const result = CodePageConfigSchema.safeParse({ html: '<p>a</p>\n</span>', css: '', js: '' });
      expect(messages(result)).toEqual([
        'O HTML não pôde ser analisado: A tag de fechamento </span> da linha 2 não tem tag de abertura',
      ]);
    } finally {
      setValidationLanguage('en');
    }
  });
});

describe('SectionSchema', () => {
  it('keeps a section with its name and visibility', () => {
    const section = { type: 'markdown', name: 'Intro', data: { source: '# Hi' }, hideMobile: true };
    expect(SectionSchema.parse(section)).toEqual(section);
  });
  it('keeps a custom type a plugin registers, and refuses an empty one', () => {
    expect(SectionSchema.parse({ type: 'plugin-gallery' })).toEqual({ type: 'plugin-gallery', data: {} });
    const empty = SectionSchema.safeParse({ type: ' ', data: {} });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Required');
  });
});
