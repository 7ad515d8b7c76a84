import { useId, useRef, useState } from 'react';
import { CommonTrans, formatNumber } from '@voices/platform';
import { PHOTO_MESSAGES, PHOTO_TYPES, photoProblem, usePreviewUrl } from '@voices/platform/forms';
import { sayText, Trans, useT, type AuthMessageKey, type AuthText } from '../../../i18n';
import './photo-field.css';

export { PHOTO_MESSAGES, photoProblem } from '@voices/platform/forms';

/** What photoProblem said, as this field says it in the interface language. */
function problemText(problem: string): AuthText {
  if (problem === PHOTO_MESSAGES.type) return { key: 'photo.wrongType' };
  if (problem === PHOTO_MESSAGES.size) return { key: 'photo.tooLarge' };
  return { text: problem };
}

/** A file's size in KB or MB, its number in the interface locale. */
function fileSize(bytes: number): { key: AuthMessageKey; size: string } {
  if (bytes < 1024 * 1024) {
    return { key: 'photo.sizeKb', size: formatNumber(Math.max(1, Math.round(bytes / 1024))) };
  }
  const size = formatNumber(bytes / (1024 * 1024), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return { key: 'photo.sizeMb', size };
}

export interface PhotoFieldProps {
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}

/** Profile Photo: optional, previewed before it is sent. */
export function PhotoField({ file, onChange, disabled = false }: PhotoFieldProps) {
  const t = useT();
  const [error, setError] = useState<AuthText | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const size = fileSize(file?.size ?? 0);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem ? problemText(problem) : null);
    onChange(problem ? null : chosen);
    // The same file may be chosen again after a fix elsewhere.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="vx-field">
      <label className="vx-label" htmlFor={inputId}>
        <Trans id="photo.label" components={{ 0: <span className="vx-auth-optional" /> }} />
      </label>
      <div className="vx-auth-photo">
        <div className="vx-auth-photo-preview">
          {preview ? (
            <img src={preview} alt={t('photo.previewAlt')} />
          ) : (
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <circle cx="12" cy="9" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          )}
        </div>
        <div className="vx-auth-photo-body">
          <input
            ref={input}
            id={inputId}
            className="vx-visually-hidden"
            type="file"
            name="photo"
            accept={PHOTO_TYPES.join(',')}
            disabled={disabled}
            tabIndex={-1}
            aria-describedby={error ? `${helpId} ${errorId}` : helpId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <div className="vx-auth-photo-actions">
            <button
              type="button"
              className="vx-btn vx-btn-sm"
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              {file ? t('photo.chooseAnother') : t('photo.choose')}
            </button>
            {file ? (
              <button
                type="button"
                className="vx-btn vx-btn-sm vx-btn-ghost"
                disabled={disabled}
                onClick={() => {
                  setError(null);
                  onChange(null);
                }}
              >
                <CommonTrans id="action.remove" />
              </button>
            ) : null}
          </div>
          {file ? (
            <p className="vx-auth-photo-name">
              {file.name} · {t(size.key, { size: size.size })}
            </p>
          ) : null}
          <p id={helpId} className="vx-help">
            {t('photo.help')}
          </p>
        </div>
      </div>
      <p id={errorId} className="vx-auth-error" role="alert">
        {error ? sayText(t, error) : null}
      </p>
    </div>
  );
}
