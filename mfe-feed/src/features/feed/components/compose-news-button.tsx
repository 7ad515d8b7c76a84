import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary, Modal, Spinner } from '@voices/ui';
import { useCommonT, useRemoteComponent } from '@voices/platform';
import { useT } from '../../../i18n';
import './feed.css';

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

/** The Share Your News dialog, which the compose section of the site provides. */
function ShareNewsModalHost({ onClose }: { onClose: () => void }) {
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

/** Compose News: opens the Share Your News dialog; /home?showForm=true opens it at once. */
export function ComposeNewsButton() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const showForm = searchParams.get('showForm') === 'true';
  const [open, setOpen] = useState(showForm);

  useEffect(() => {
    if (showForm) setOpen(true);
  }, [showForm]);

  const close = () => {
    setOpen(false);
    if (searchParams.has('showForm')) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          next.delete('showForm');
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <>
      <button
        type="button"
        className="vx-btn vx-btn-primary vx-feed-compose"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75z"
          />
        </svg>
        {t('compose.button')}
      </button>
      {open && <ShareNewsModalHost onClose={close} />}
    </>
  );
}
