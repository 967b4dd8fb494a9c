import { Component, type ReactNode } from 'react';
import { ErrorAlert } from './error-alert';

export interface LoadBoundaryProps {
  /** What could not be loaded: "The wallet could not be loaded". */
  title: string;
  /** Retry: load again (a new `lazy` component, since a failed one keeps its failure). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Around code loaded on demand (a lazy chunk): a failed load says what could not be loaded and why,
 * with Retry, in place of the part that needed it, never the page.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorAlert
        title={this.props.title}
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}
