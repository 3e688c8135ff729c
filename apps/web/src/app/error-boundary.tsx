import { Component, type ReactNode } from 'react';
import { hideSplash } from '@/lib/splash';
import { ServerErrorPage } from './errors/server-error-page';

interface Props {
  /** A new value (the next navigation) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/** A screen that throws (or whose code cannot be downloaded) shows the 500 page instead of a blank window. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown): void {
    hideSplash();
    this.setState({ failedAt: this.props.resetKey });
    console.error(error);
  }

  override render() {
    const { failedAt } = this.state;
    return failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey) ? <ServerErrorPage /> : this.props.children;
  }
}
