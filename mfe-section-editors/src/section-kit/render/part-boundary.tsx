import { Component, type ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { useSectionEditorsCatalog } from '../../i18n';
import { retryFailedLoads } from '../section-module';

/** What was thrown, in words: an error's own message (a chunk's failed load names the chunk). */
function thrownText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function PartFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={thrownText(error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface PartBoundaryProps {
  /** What could not be drawn: "This section could not be shown", "The Video editor could not be loaded". */
  title: string;
  children: ReactNode;
}

/** What was thrown, boxed: anything may be thrown, and it still is a failure. */
interface PartBoundaryState {
  failure: { error: unknown } | null;
}

/**
 * Around a section's part loaded from its own chunk (`lazyNamed`: a type's editor in the dialog, its
 * renderer on a page): a part that fails to load, or throws, says `title` and why in its own place,
 * and costs nothing around it. Retry draws it again, which loads a failed chunk again.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { failure: { error } };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return (
      <PartFailure
        title={this.props.title}
        error={failure.error}
        onRetry={() => {
          retryFailedLoads();
          this.setState({ failure: null });
        }}
      />
    );
  }
}
