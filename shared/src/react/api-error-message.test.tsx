import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ORPCError } from '@orpc/client';
import { API_ERROR_REASONS, NOT_FOUND_SUBJECT_NAMES } from '../schemas/errors';
import { useApiErrorMessage } from './api-error-message';
import { setLanguage } from './i18n/i18n';
import en from './locales/en.json';

/** Failures as the client receives them: the API's English message, and its reason when it sent one. */
const FAILURES = {
  stale: new ORPCError('CONFLICT', {
    message: 'This widget was changed elsewhere. Reload it to get the latest version.',
    data: { reason: 'staleVersion' },
  }),
  missing: new ORPCError('NOT_FOUND', {
    message: 'Product not found',
    data: { reason: 'notFound', values: { what: 'product' } },
  }),
  limited: new ORPCError('TOO_MANY_REQUESTS', {
    message: 'Too many uploads: try again in 12 s',
    data: { reason: 'tooManyUploads', values: { seconds: 12 } },
  }),
  large: new ORPCError('PAYLOAD_TOO_LARGE', {
    status: 413,
    message: 'The body is larger than 1,048,576 bytes',
    data: { reason: 'bodyTooLarge', values: { maxBytes: 1_048_576 } },
  }),
  invalid: new ORPCError('BAD_REQUEST', {
    message: 'Input validation failed',
    data: { fields: { name: 'Required' }, reason: 'invalidInput' },
  }),
  newer: new ORPCError('CONFLICT', {
    message: 'A refusal this client has no words for yet',
    data: { reason: 'somethingNewer' },
  }),
  bare: new ORPCError('BAD_GATEWAY', { message: 'The proxy in front of the API failed' }),
  offline: new TypeError('Failed to fetch'),
};

function Messages() {
  const errorMessage = useApiErrorMessage();
  return (
    <ul>
      {Object.entries(FAILURES).map(([name, error]) => (
        <li key={name}>{`${name}: ${errorMessage(error)}`}</li>
      ))}
    </ul>
  );
}

function shown(name: keyof typeof FAILURES): string {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(`${name}: `));
  return item?.textContent?.slice(name.length + 2) ?? '';
}

describe('useApiErrorMessage', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("words a failure by its reason in the page's language, the server's message when it has no known reason", async () => {
    render(
      <Suspense fallback="Loading">
        <Messages />
      </Suspense>,
    );
    // English is the API's own text, byte for byte.
    for (const name of ['stale', 'missing', 'limited', 'large', 'invalid', 'newer', 'bare'] as const) {
      expect(shown(name)).toBe(FAILURES[name].message);
    }
    expect(shown('offline')).toBe('The server could not be reached. Check your connection and try again.');

    await act(() => setLanguage('es'));

    expect(await screen.findByText(/^stale: Este widget se ha cambiado/)).toBeInTheDocument();
    expect(shown('stale')).toBe(
      'Este widget se ha cambiado en otro lugar. Recárgalo para obtener la última versión.',
    );
    expect(shown('missing')).toBe('No se encontró el producto');
    expect(shown('limited')).toBe('Demasiadas subidas: inténtalo de nuevo en 12 s');
    expect(shown('large')).toBe('El cuerpo ocupa más de 1.048.576 bytes');
    expect(shown('invalid')).toBe('Los datos enviados no son válidos');
    expect(shown('newer')).toBe('A refusal this client has no words for yet');
    expect(shown('bare')).toBe('The proxy in front of the API failed');
    expect(shown('offline')).toBe(
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
  });

  it('has an English message for every reason and names every subject as the API does', () => {
    expect(Object.keys(en.apiErrors).sort()).toEqual(
      [...API_ERROR_REASONS, 'unexpected', 'unreachable'].sort(),
    );
    expect(en.apiErrorSubjects).toEqual(NOT_FOUND_SUBJECT_NAMES);
  });
});
