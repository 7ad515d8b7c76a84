import type { EmailChangePendingResponse, UpdateProfileResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export interface UpdateProfileInput {
  name?: string;
  email?: string;
  bio?: string;
  photo?: File | null;
}

/**
 * Saves one's own profile: only the fields given are sent (multipart, with the photo if any).
 * A new e-mail address comes back as `pendingEmail`: it waits for the code sent to it, while
 * the other fields are saved at once.
 */
export function updateProfile(
  userId: string,
  input: UpdateProfileInput,
): Promise<UpdateProfileResponse | EmailChangePendingResponse> {
  const body = new FormData();
  if (input.name !== undefined) body.append('name', input.name);
  if (input.email !== undefined) body.append('email', input.email);
  if (input.bio !== undefined) body.append('bio', input.bio);
  if (input.photo) body.append('photo', input.photo, input.photo.name);
  return api
    .put(`users/${encodeURIComponent(userId)}`, { body })
    .json<UpdateProfileResponse | EmailChangePendingResponse>();
}
