import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** what to render instead of the crashed children; `retry` re-renders them */
  fallback: (retry: () => void, error: Error) => ReactNode;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Keeps a crash inside one parcel or widget: the rest of the page goes on. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[ErrorBoundary]', error.message, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}
