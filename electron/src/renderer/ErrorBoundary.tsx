import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DESKTOP_TEXTS } from '@castall/ui/desktop-texts';

interface State {
  failed: boolean;
}

/** Issue 6: a clear error screen instead of a blank window when a screen throws. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="desktop-settings">
        <div className="desktop-settings__card" role="alert">
          <h1>{DESKTOP_TEXTS.crashed}</h1>
          <button type="button" onClick={() => window.location.reload()}>
            {DESKTOP_TEXTS.reload}
          </button>
        </div>
      </main>
    );
  }
}
