import { Component, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  remoteEntry: string;
  children: ReactNode;
}

/** What was thrown, boxed: anything may be thrown, a falsy value too, and it still is a failure. */
interface RemoteBoundaryState {
  failure: { error: unknown } | null;
}

/** Keeps this page up when the section editors cannot be loaded, and says which URL failed. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): RemoteBoundaryState {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <p role="alert">
        The section editors could not be loaded from {this.props.remoteEntry}:{' '}
        {failure.error instanceof Error ? failure.error.message : String(failure.error)}
      </p>
    );
  }
}
