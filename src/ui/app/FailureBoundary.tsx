// Error boundaries at three depths (docs/decisions.md, "Resilience"): the root (never a blank page), each
// route's content (the layout, menu and language switch stay) and widgets that can fail alone (map, charts, the
// device detail panel, live notifications). This file rides with the first screen, so it stays small: the full
// message (FailureScreen, in the page's language) loads when first needed, or ahead once signed in
// (preloadFailureScreen); until it is there, or if it cannot load (offline on /login), a plain notice with "Retry"
// stands in.
import { Component, Fragment, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { recentCalls } from '../../transport/http';
import type { FailureScope, FailureViewProps, WidgetName } from './failureKinds';
import { retryFailedScreens } from './chunkRecovery';

type Loaded = { default: (props: FailureViewProps) => ReactNode };
let loaded: Loaded | undefined;
let loading: Promise<Loaded | undefined> | undefined;

/** Loads the failure screen's code and texts ahead (signed-in layouts call it), so an offline failure can show it. */
export function preloadFailureScreen(): Promise<Loaded | undefined> {
  loading ??= import('./FailureScreen').then(
    (module) => (loaded = module),
    () => {
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/**
 * Development: the console, with the route and the last calls. Production: the browser's console only; nothing is
 * sent anywhere (decided in docs/decisions.md, "Resilience": the drift a cloud causes is counted by the
 * server behind CLOUD_URL already, and a render error's stack names no one's data worth a public endpoint).
 */
function reportFailure(error: unknown, scope: FailureScope, widget?: WidgetName, info?: ErrorInfo): void {
  const where = `${scope}${widget ? ` ${widget}` : ''} at ${window.location.pathname}`;
  console.error(`[console] ${where} failed; last calls: ${recentCalls().join(', ') || 'none'}`, error, import.meta.env.DEV ? info?.componentStack : '');
}

function FailureView(props: FailureViewProps) {
  const [screen, setScreen] = useState<Loaded | undefined>(loaded);
  useEffect(() => {
    if (screen) return undefined;
    let live = true;
    void preloadFailureScreen().then((module) => {
      if (live && module) setScreen(module);
    });
    return () => {
      live = false;
    };
  }, [screen]);
  if (screen) return <screen.default {...props} />;
  return <PlainFailure onRetry={props.onRetry} />;
}

/** Before the full message has loaded: the sign-in texts only (always there), so it adds nothing to /login. */
function PlainFailure({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="failure failure-plain" role="alert" data-testid="failure">
      <p>{t('errors:envelope.failed')}</p>
      <button type="button" className="p-button p-component" data-testid="failure-retry" onClick={onRetry}>
        {t('common:actions.retry')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  scope: FailureScope;
  widget?: WidgetName;
  /** A change (the route's path) clears a shown failure: the user went elsewhere. */
  resetKey?: string;
  children: ReactNode;
}

interface BoundaryState {
  error?: unknown;
  failed: boolean;
  attempt: number;
}

export class FailureBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportFailure(error, this.props.scope, this.props.widget, info);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      retryFailedScreens();
      this.setState({ failed: false, error: undefined });
    }
  }

  /** "Try again": the content mounts afresh (a lazy screen asks for its code again, queries ask again). */
  private readonly retry = () => {
    retryFailedScreens();
    this.setState((s) => ({ failed: false, error: undefined, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    const { scope, widget, children } = this.props;
    if (this.state.failed) return <FailureView scope={scope} widget={widget} error={this.state.error} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{children}</Fragment>;
  }
}

/** Around one route's content: cleared when the path changes. */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <FailureBoundary scope="route" resetKey={pathname}>
      {children}
    </FailureBoundary>
  );
}
