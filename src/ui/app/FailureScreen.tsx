// What a failed part of the console shows, in the page's language: what failed, why when it is known (its code
// could not be loaded, or it broke while showing), and a way on: "Try again" mounts it afresh, "Reload" fetches a
// fresh page at the same address. Offline, a part whose code could not load says so and tries again by itself
// when the network returns. Loaded on demand (FailureBoundary.tsx), with its own texts.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './resilienceTexts';
import { ActionButton } from '../common/controls/ActionButton';
import { isChunkError, type FailureViewProps } from './failureKinds';
import './failure.css';

function useOnlineRetry(active: boolean, retry: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [active, retry]);
}

export default function FailureScreen({ scope, widget, error, onRetry }: FailureViewProps) {
  const { t } = useTranslation('resilience');
  const chunk = isChunkError(error);
  const offline = chunk && !navigator.onLine;
  useOnlineRetry(offline, onRetry);
  const title = scope === 'widget' ? t(`widget.${widget ?? 'detail'}`) : t(scope === 'root' ? 'root.title' : 'route.title');
  const reason = offline ? t('offline') : scope === 'widget' ? null : t(chunk ? 'route.chunk' : 'route.render');
  const Heading = scope === 'widget' ? 'p' : 'h1';
  return (
    <div className={`failure failure-${scope}${widget ? ` failure-${widget}` : ''}`} role="alert" data-testid={scope === 'widget' ? `failure-${widget ?? 'widget'}` : 'failure'}>
      <Heading className="failure-title">{title}</Heading>
      {reason ? <p className="failure-reason">{reason}</p> : null}
      <div className="failure-actions">
        <ActionButton icon="pi pi-refresh" label={t('actions.tryAgain')} data-testid="failure-retry" onClick={onRetry} />
        {scope === 'widget' ? null : (
          <ActionButton outlined icon="pi pi-replay" label={t('actions.reload')} data-testid="failure-reload" onClick={() => window.location.reload()} />
        )}
      </div>
    </div>
  );
}
