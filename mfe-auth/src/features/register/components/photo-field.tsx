import { useId, useRef, useState } from 'react';
import { PHOTO_TYPES, photoProblem, usePreviewUrl } from '@voices/platform/forms';
import './photo-field.css';

export { PHOTO_MESSAGES, photoProblem } from '@voices/platform/forms';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface PhotoFieldProps {
  file: File | null;
  onChange(file: File | null): void;
  disabled?: boolean;
}

/** Profile Photo: optional, previewed before it is sent. */
export function PhotoField({ file, onChange, disabled = false }: PhotoFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem);
    onChange(problem ? null : chosen);
    // The same file may be chosen again after a fix elsewhere.
    if (input.current) input.current.value = '';
  };

  return (
    <div className="vx-field">
      <label className="vx-label" htmlFor={inputId}>
        Profile Photo <span className="vx-auth-optional">(optional)</span>
      </label>
      <div className="vx-auth-photo">
        <div className="vx-auth-photo-preview">
          {preview ? (
            <img src={preview} alt="Preview of your profile photo" />
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
              {file ? 'Choose another photo' : 'Choose a photo'}
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
                Remove
              </button>
            ) : null}
          </div>
          {file ? (
            <p className="vx-auth-photo-name">
              {file.name} · {formatSize(file.size)}
            </p>
          ) : null}
          <p id={helpId} className="vx-help">
            PNG, JPG, GIF up to 10MB
          </p>
        </div>
      </div>
      <p id={errorId} className="vx-auth-error" role="alert">
        {error}
      </p>
    </div>
  );
}
