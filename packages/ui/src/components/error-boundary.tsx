import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../i18n';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** What to show instead of the children; `reset` tries them again. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** Changing any of these after an error resets the boundary (e.g. the location). */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** What a boundary without a fallback of its own shows. */
function DefaultFallback({ onReset }: { onReset: () => void }) {
  const t = useT();
  return (
    <div className="vx-error-fallback" role="alert">
      <h2 className="vx-error-fallback-title">{t('error.title')}</h2>
      <button type="button" className="vx-btn" onClick={onReset}>
        {t('error.tryAgain')}
      </button>
    </div>
  );
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: toError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(toError(error), info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (!this.state.error) return;
    const before = previous.resetKeys ?? [];
    const after = this.props.resetKeys ?? [];
    if (before.length !== after.length || before.some((key, i) => !Object.is(key, after[i]))) {
      this.reset();
    }
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <DefaultFallback onReset={this.reset} />;
  }
}
