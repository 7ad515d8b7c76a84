import { ErrorBoundary, Modal, Spinner } from '@voices/ui';
import { useCommonT, useRemoteComponent } from '@voices/platform';
import { useT } from '../../../i18n';

function Unavailable({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const t = useT();
  const common = useCommonT();
  return (
    <Modal
      open
      title={t('compose.title')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={onClose}>
            {common('action.close')}
          </button>
          <button type="button" className="vx-btn vx-btn-primary" onClick={onRetry}>
            {t('state.tryAgain')}
          </button>
        </>
      }
    >
      <p role="alert">{t('compose.unavailable')}</p>
    </Modal>
  );
}

/**
 * The Share Your News dialog, which the compose section of the site provides: loaded when Compose
 * News is first pressed (compose-news-button.tsx).
 */
export default function ShareNewsModalHost({ onClose }: { onClose: () => void }) {
  const t = useT();
  const loading = useCommonT()('status.loading');
  const { Component, error, retry } = useRemoteComponent('mfe_compose/share-news-modal');

  if (error) return <Unavailable onClose={onClose} onRetry={retry} />;
  if (!Component) {
    return (
      <Modal open title={t('compose.title')} onClose={onClose}>
        <Spinner label={loading} showLabel />
      </Modal>
    );
  }
  return (
    <ErrorBoundary fallback={(_error, reset) => <Unavailable onClose={onClose} onRetry={reset} />}>
      <Component open onClose={onClose} />
    </ErrorBoundary>
  );
}
