import {
  Component,
  lazy,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
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

/**
 * A component loaded on demand, for a `LoadBoundary`, and its Retry: a new `lazy` component that
 * loads it again, since React keeps a failed one's failure.
 */
export function useRetryableLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): [LazyExoticComponent<ComponentType<Props>>, () => void] {
  const [Loaded, setLoaded] = useState(() => lazy(load));
  return [Loaded, () => setLoaded(() => lazy(load))];
}
