import { Component, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  remoteEntry: string;
  children: ReactNode;
}

/** Keeps this page up when the section editors cannot be loaded, and says which URL failed. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p role="alert">
        The section editors could not be loaded from {this.props.remoteEntry}:{' '}
        {error instanceof Error ? error.message : String(error)}
      </p>
    );
  }
}
