import { englishCatalog } from '../../test/english';
import { availabilityText, normalUsername, usernameAvailability } from './username-availability';

const base = { current: null, exists: undefined, failed: false };

describe('usernameAvailability', () => {
  it("says 'This username is already taken' when the API says it exists", () => {
    const state = usernameAvailability({ ...base, typed: 'alice', asked: 'alice', exists: true });
    expect(state).toBe('taken');
    expect(availabilityText(state, englishCatalog())).toBe('This username is already taken');
  });

  it('says available when it does not exist, whatever the letter case typed', () => {
    expect(usernameAvailability({ ...base, typed: 'Alice', asked: 'Alice', exists: false })).toBe(
      'available',
    );
  });

  it('is checking while the debounce has not caught up with the typing', () => {
    expect(usernameAvailability({ ...base, typed: 'alice2', asked: 'alice', exists: false })).toBe(
      'checking',
    );
  });

  it('says nothing for an invalid name (the field says why) or the own saved name', () => {
    expect(usernameAvailability({ ...base, typed: 'a!', asked: 'a!' })).toBe('idle');
    expect(
      usernameAvailability({ ...base, typed: 'Alice', asked: 'Alice', current: 'alice', exists: true }),
    ).toBe('own');
  });

  it('normalises as the server compares names', () => {
    expect(normalUsername(' Alice_1 ')).toBe('alice_1');
    expect(normalUsername('ab')).toBeNull();
  });
});
