import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dialogOnDemand } from '@voices/ui';
import { t as translate, useT } from '../../../i18n';
import './feed.css';

// What opens the dialog loads with the first press (or as the pointer comes to the button).
const loadHost = () => import(/* webpackChunkName: "share-news-host" */ './share-news-host');
const ShareNewsModalHost = dialogOnDemand(loadHost, () => translate('compose.unavailable'));
const preloadHost = () => void loadHost().catch(() => undefined);

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
        onPointerEnter={preloadHost}
        onFocus={preloadHost}
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
      {open ? (
        <Suspense fallback={null}>
          <ShareNewsModalHost onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
