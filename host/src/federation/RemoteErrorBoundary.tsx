import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getBus } from '@dating/bus';
import type { Layout } from '@dating/routes';
import { RemoteMismatchError, RemoteUnavailableError } from './errors';
import { UnavailablePanel } from './UnavailablePanel';

interface Props {
  remote: string;
  /** the route's layout, when this remote is a page */
  layout?: Layout;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * One per remote on the page: whatever goes wrong inside (its entry would not load, or it threw while
 * rendering) is contained here and shown as the unavailable panel; other routes and remotes keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Load failures were reported by the runtime's errorLoadRemote hook already; render errors and misfits are new.
    if (error instanceof RemoteUnavailableError) return;
    if (error instanceof RemoteMismatchError) {
      // A load failure to the canary's count: a version the shells out there cannot run is rolled back like one
      // that fails to load.
      getBus().emit('remote:error', { remote: this.props.remote, phase: 'load', message: error.message });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    getBus().emit('remote:error', { remote: this.props.remote, phase: 'render', message });
    console.error(`Remote "${this.props.remote}" failed to render`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const notDeployed = error instanceof RemoteUnavailableError && error.failure === 'missing';
    return (
      <UnavailablePanel
        reason={error instanceof RemoteMismatchError ? 'outdated' : notDeployed ? 'not-deployed' : 'failed'}
        onRetry={this.props.onRetry}
        layout={this.props.layout}
      />
    );
  }
}
