import {
  listenToPreviewDrafts,
  readPreviewDraft,
  writePreviewDraft,
  type PreviewDraft,
} from './preview-draft';

const draft: PreviewDraft = {
  page: {
    title: 'Main',
    layout: { type: 'list' },
    sections: [{ type: 'markdown', name: 'Unsaved', data: {} }],
  },
  theme: 'ocean',
};

describe('the preview draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is stored per site and page, and a broken one reads as none', () => {
    writePreviewDraft('7', 'main', draft);
    expect(readPreviewDraft('7', 'main')).toEqual(draft);
    expect(readPreviewDraft('8', 'main')).toBeNull();
    sessionStorage.setItem('suite:preview-draft:7:main', '{"page": 1}');
    expect(readPreviewDraft('7', 'main')).toBeNull();
  });

  it('is taken from same-origin messages for the same page only', () => {
    const received: PreviewDraft[] = [];
    const stop = listenToPreviewDrafts('7', 'main', (next) => received.push(next));
    const send = (data: unknown, origin = window.location.origin) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin }));
    send({ type: 'suite:preview-draft', siteId: '7', pageKey: 'main', draft });
    send({ type: 'suite:preview-draft', siteId: '7', pageKey: 'main', draft }, 'https://evil.example');
    send({ type: 'suite:preview-draft', siteId: '9', pageKey: 'main', draft });
    send({ type: 'other' });
    stop();
    send({ type: 'suite:preview-draft', siteId: '7', pageKey: 'main', draft });
    expect(received).toEqual([draft]);
  });
});
