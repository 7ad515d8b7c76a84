import type { AuthResponse } from '@voices/contracts';
import { api } from '@voices/platform';
import { useMutation } from '../../../lib/use-mutation';

export interface CompleteRegistrationInput {
  email: string;
  /** What `/verify-otp` answered: it ties this step to the reader who proved the address. */
  registrationToken: string;
  name: string;
  bio: string;
  photo?: File | null;
}

/** Spec 000 §7 allows an answer without user and token: the account exists, sign-in follows. */
export type CompleteRegistrationReply = Pick<AuthResponse, 'message'> &
  Partial<Pick<AuthResponse, 'user' | 'token'>>;

/** Creates the account once the address is verified; answers a signed-in session. */
export function completeRegistration(
  input: CompleteRegistrationInput,
): Promise<CompleteRegistrationReply> {
  const body = new FormData();
  body.append('email', input.email);
  body.append('registrationToken', input.registrationToken);
  body.append('name', input.name);
  body.append('bio', input.bio);
  // Only the first step lets a reader this far, and only with both boxes ticked.
  body.append('acceptTerms', 'true');
  body.append('acceptPrivacy', 'true');
  if (input.photo) body.append('photo', input.photo, input.photo.name);
  return api.post('complete', { body }).json<CompleteRegistrationReply>();
}

export function useCompleteRegistration() {
  return useMutation(completeRegistration);
}
