import { isValidationErrorData, readApiErrorData } from './errors';

describe('readApiErrorData', () => {
  it('reads a known reason with its values, and nothing else', () => {
    expect(readApiErrorData({ reason: 'notFound', values: { what: 'checkout' } })).toEqual({
      reason: 'notFound',
      values: { what: 'checkout' },
    });
    expect(readApiErrorData({ reason: 'tooManyRequests' })).toEqual({ reason: 'tooManyRequests' });
    expect(
      readApiErrorData({ reason: 'noRpc', values: { chainId: 137, lng: 'pt', count: 2 }, extra: 1 }),
    ).toEqual({ reason: 'noRpc', values: { chainId: 137 } });
  });

  it.each([
    ['no data', undefined],
    ['a list', ['notFound']],
    ['an unknown reason', { reason: 'newerServerReason' }],
    ['values of the wrong type', { reason: 'noRpc', values: { chainId: '137' } }],
    ['an unknown subject', { reason: 'notFound', values: { what: 'spaceship' } }],
    ['values that are not an object', { reason: 'notFound', values: 'widget' }],
  ])('knows nothing of %s', (_, data) => {
    expect(readApiErrorData(data)).toBeUndefined();
  });
});

describe('isValidationErrorData', () => {
  it('takes fields with their messages only', () => {
    expect(isValidationErrorData({ fields: { name: 'Required' }, reason: 'invalidInput' })).toBe(true);
    expect(isValidationErrorData({ fields: { name: 3 } })).toBe(false);
    expect(isValidationErrorData({ reason: 'invalidInput' })).toBe(false);
  });
});
