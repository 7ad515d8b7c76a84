// The profile photo a reader picks (registration, Edit Profile): checked before sending, in
// the same words everywhere. The gateway judges the bytes again.
import { PHOTO_MAX_BYTES } from '@voices/contracts/constants';
import { useEffect, useState } from 'react';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const PHOTO_MESSAGES = {
  type: 'Please choose a PNG, JPG, GIF or WebP image.',
  size: 'The photo is larger than 10MB. Please choose a smaller one.',
} as const;

/** What is wrong with a chosen photo, or null. */
export function photoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/** A blob URL showing the picked file, released when it changes or the form goes away. */
export function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
