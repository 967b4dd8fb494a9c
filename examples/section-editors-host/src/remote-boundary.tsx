import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

interface RemoteBoundaryProps<Props extends object> {
  remoteEntry: string;
  /** What this part of the page is, for the failure: "The section editor". */
  what: string;
  /** Loads the remote's module; called again on Retry. */
  load: () => Promise<{ default: ComponentType<Props> }>;
  /** Draws the module once loaded (inside a Suspense of its own). */
  children: (Loaded: LazyExoticComponent<ComponentType<Props>>) => ReactNode;
}

/** What was thrown, boxed: anything may be thrown, a falsy value too, and it still is a failure. */
interface RemoteBoundaryState<Props extends object> {
  Loaded: LazyExoticComponent<ComponentType<Props>>;
  failure: { error: unknown } | null;
}

/**
 * One part of this page drawn by a module of the section editors: when it cannot be loaded (or
 * fails), that part says so, with the URL it loads from, and Retry loads it again; the rest of the
 * page stays.
 */
export class RemoteBoundary<Props extends object> extends Component<
  RemoteBoundaryProps<Props>,
  RemoteBoundaryState<Props>
> {
  override state: RemoteBoundaryState<Props> = { Loaded: lazy(this.props.load), failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  /** A new lazy component: React keeps a failed one's failure. */
  retry = () => this.setState({ Loaded: lazy(this.props.load), failure: null });

  override render() {
    const { failure, Loaded } = this.state;
    if (!failure) return this.props.children(Loaded);
    return (
      <div role="alert">
        <p>
          {this.props.what} could not be loaded from {this.props.remoteEntry}:{' '}
          {failure.error instanceof Error ? failure.error.message : String(failure.error)}
        </p>
        <button type="button" onClick={this.retry}>
          Retry
        </button>
      </div>
    );
  }
}
