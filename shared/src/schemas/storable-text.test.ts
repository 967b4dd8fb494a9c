import {
  findUnstorableText,
  NUL_CHARACTER_MESSAGE,
  TOO_DEEP_MESSAGE,
  UNPAIRED_SURROGATE_MESSAGE,
} from './storable-text';

describe('findUnstorableText', () => {
  it('passes plain text, emoji (a surrogate pair) and files', () => {
    expect(findUnstorableText({ name: 'Mug ☕ 🙂', tags: ['a', 1, null], file: new Blob(['\u0000']) })).toBe(
      undefined,
    );
  });

  it('names the path of a NUL character or an unpaired surrogate, in values and in keys', () => {
    expect(findUnstorableText({ items: [{ title: 'ok' }, { title: 'a\u0000' }] })).toEqual({
      path: ['items', 1, 'title'],
      message: NUL_CHARACTER_MESSAGE,
    });
    expect(findUnstorableText({ note: 'x\udc00y' })).toEqual({
      path: ['note'],
      message: UNPAIRED_SURROGATE_MESSAGE,
    });
    expect(findUnstorableText({ 'bad\ud800': 1 })).toEqual({
      path: ['bad\ud800'],
      message: UNPAIRED_SURROGATE_MESSAGE,
    });
  });

  it('looks inside null-prototype records, as a decoded query string arrives', () => {
    // oRPC's NullProtoObj: an instance of a class whose prototype itself has no prototype.
    const query = Object.assign(Object.create(Object.create(null)), { q: 'mug\u0000' });
    expect(findUnstorableText(query)).toEqual({ path: ['q'], message: NUL_CHARACTER_MESSAGE });
    expect(findUnstorableText(Object.assign(Object.create(null), { q: 'a\ud800' }))).toMatchObject({
      path: ['q'],
    });
  });

  it('refuses nesting beyond 64 levels, and not at 64', () => {
    const nest = (levels: number): unknown => (levels === 0 ? 1 : { a: nest(levels - 1) });
    expect(findUnstorableText(nest(64))).toBe(undefined);
    expect(findUnstorableText(nest(65))).toMatchObject({ message: TOO_DEEP_MESSAGE });
  });
});
