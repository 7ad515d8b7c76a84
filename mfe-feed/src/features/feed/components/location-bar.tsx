import { useId, useState, type FormEvent } from 'react';
import { useCommonT } from '@voices/platform';
import { Modal } from '@voices/ui';
import { Trans, useT } from '../../../i18n';
import './feed.css';

interface LocationBarProps {
  /** The state the local news is for, or null while unknown. */
  place: string | null;
  onRename: (place: string) => void;
}

/** Where the local tab's news is from, and a way to name the place by hand. */
export function LocationBar({ place, onRename }: LocationBarProps) {
  const t = useT();
  const common = useCommonT();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const show = () => {
    setText(place ?? '');
    setOpen(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    // An empty name changes nothing.
    if (value) onRename(value);
    setOpen(false);
  };

  return (
    <div className="vx-feed-location">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
        />
      </svg>
      <p>
        {place ? (
          <Trans id="location.near" values={{ place }} components={{ 0: <strong /> }} />
        ) : (
          t('location.unknown')
        )}
      </p>
      <button type="button" className="vx-btn vx-btn-sm" onClick={show}>
        {place ? t('location.rename') : t('location.set')}
      </button>
      <Modal
        open={open}
        title={t('location.rename')}
        onClose={() => setOpen(false)}
        size="sm"
        footer={
          <>
            <button type="button" className="vx-btn vx-btn-ghost" onClick={() => setOpen(false)}>
              {common('action.cancel')}
            </button>
            <button type="submit" form={`${inputId}-form`} className="vx-btn vx-btn-primary">
              {common('action.save')}
            </button>
          </>
        }
      >
        <form id={`${inputId}-form`} onSubmit={submit}>
          <div className="vx-field">
            <label className="vx-label" htmlFor={inputId}>
              {t('location.field')}
            </label>
            <input
              id={inputId}
              className="vx-input"
              value={text}
              maxLength={100}
              data-autofocus
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </form>
      </Modal>
    </div>
  );
}
