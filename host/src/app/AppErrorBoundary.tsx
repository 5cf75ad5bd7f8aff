import { Component, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { i18n } from '@dating/i18n';
import { Button, EmptyState } from '@dating/ui';
import { reloadAfterChunkError } from '../chunk-reload';

interface State {
  failed: boolean;
}

/**
 * The last line: the shell itself failed to render. A failed chunk (a new host version was deployed
 * under an open page) gets the one guarded reload; anything else shows a notice with a reload button.
 * Its words come from the `common` namespace, which is bundled and so there even when loading failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    if (!reloadAfterChunkError(error)) console.error('The shell failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="app-failed" role="alert">
        <EmptyState
          className="app-failed__panel"
          icon={<TriangleAlert />}
          title={i18n.t('common:status.something_went_wrong')}
          headingLevel={2}
          action={
            <Button icon={<RefreshCw aria-hidden="true" />} onClick={() => location.reload()}>
              {i18n.t('common:button.retry')}
            </Button>
          }
        />
      </main>
    );
  }
}
