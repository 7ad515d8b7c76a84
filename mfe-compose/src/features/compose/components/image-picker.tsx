import { STORY_LIMITS, STORY_MESSAGES } from '@voices/contracts/constants';
import { useEffect, useId, useMemo, useRef } from 'react';
import { CommonTrans } from '@voices/platform';
import { useT } from '../../../i18n';

export interface ExistingImage {
  name: string;
  url: string;
}

interface ImagePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A picked set refused, with the spec's message that says why. */
  onRefuse: (message: string) => void;
  /** Images the story already has (edit), each removable. */
  existing?: readonly ExistingImage[];
  onRemoveExisting?: (name: string) => void;
  label?: string;
  disabled?: boolean;
}

/** Blob URLs for picked files, released when the files change or the form goes away. */
export function useObjectUrls(files: readonly File[]): string[] {
  const urls = useMemo(
    () =>
      files.map((file) =>
        typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '',
      ),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls)
        if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/** Images only, at most ten in all, each shown with a Remove button. */
export function ImagePicker({
  files,
  onChange,
  onRefuse,
  existing = [],
  onRemoveExisting,
  label,
  disabled,
}: ImagePickerProps) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const urls = useObjectUrls(files);

  const add = (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    if (chosen.some((file) => !file.type.startsWith('image/'))) {
      onRefuse(STORY_MESSAGES.onlyImages);
      return;
    }
    const room = STORY_LIMITS.maxMedia - existing.length - files.length;
    if (chosen.length > room) {
      onRefuse(STORY_MESSAGES.tooManyImages);
      if (room <= 0) return;
    }
    onChange([...files, ...chosen.slice(0, Math.max(room, 0))]);
  };

  return (
    <div className="vx-field">
      <label className="vx-label" htmlFor={inputId}>
        {label ?? t('images.add')}{' '}
        <span className="vx-muted">{t('images.limit', { max: STORY_LIMITS.maxMedia })}</span>
      </label>
      <input
        ref={input}
        id={inputId}
        className="vx-input"
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={(event) => add(event.target.files)}
      />
      {(existing.length > 0 || files.length > 0) && (
        <ul className="vx-compose-thumbs" aria-label={t('images.list')}>
          {existing.map((image) => (
            <li key={image.name}>
              <img src={image.url} alt="" />
              <button
                type="button"
                className="vx-btn vx-btn-sm vx-btn-danger"
                aria-label={t('images.removeExisting', { name: image.name })}
                disabled={disabled}
                onClick={() => onRemoveExisting?.(image.name)}
              >
                <CommonTrans id="action.remove" />
              </button>
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {urls[index] ? <img src={urls[index]} alt="" /> : <span>{file.name}</span>}
              <button
                type="button"
                className="vx-btn vx-btn-sm vx-btn-danger"
                aria-label={t('images.removeNew', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <CommonTrans id="action.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
