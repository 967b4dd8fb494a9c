import type { CSSProperties } from 'react';

interface RemoteRefusedProps {
  /** The remote entry `?remote=` named. */
  refused: string;
  /** The one this page loads. */
  allowed: string;
}

const pageStyle: CSSProperties = { maxWidth: 960, margin: '0 auto', padding: 24 };

/** The page when `?remote=` names a remote entry it does not load: it says so and loads nothing. */
export function RemoteRefused({ refused, allowed }: RemoteRefusedProps) {
  return (
    <main style={pageStyle}>
      <h1>Partner product</h1>
      <p role="alert">
        The section editors were not loaded: ?remote= names {refused}, and this page loads them only from{' '}
        {allowed}.
      </p>
    </main>
  );
}
