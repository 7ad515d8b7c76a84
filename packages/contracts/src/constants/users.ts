/** Longest full name, in characters, after trimming. */
export const USER_NAME_MAX_LENGTH = 100;
/** Shortest full name an edit accepts, in characters, after trimming (spec 000 §5). */
export const USER_NAME_MIN_LENGTH = 3;
/** Longest bio, in characters, after trimming. */
export const USER_BIO_MAX_LENGTH = 500;
/** Longest e-mail address, in characters. */
export const EMAIL_MAX_LENGTH = 320;
/** Most ids `POST /users/by-ids` takes at once. */
export const USERS_BY_IDS_MAX = 100;
/** Most stories `GET /user/{id}` answers with the profile, newest first. */
export const PROFILE_STORIES_LIMIT = 20;
/** Users `GET /users/suggestions` answers by default, and stories with each (spec 001 §9). */
export const SUGGESTED_USERS = 4;
export const SUGGESTED_USERS_MAX = 20;
export const SUGGESTED_STORIES_PER_USER = 2;
/** Most follows one user may make in 24 hours (429 after that). */
export const FOLLOWS_PER_DAY = 500;

/** The messages the profile and follow calls answer, word for word. */
export const USER_MESSAGES = {
  invalidId: 'Invalid user ID',
  notFound: 'User not found',
  idsNotArray: 'IDs should be an array',
  tooManyIds: `At most ${USERS_BY_IDS_MAX} IDs can be looked up at once.`,
  cannotFollowSelf: 'You cannot follow yourself',
  cannotUnfollowSelf: 'You cannot unfollow yourself',
  updateOwnOnly: 'You can only update your own profile',
  profileUpdated: 'Profile updated successfully!',
  nameRequired: 'Name is required.',
  nameTooShort: `Name must be at least ${USER_NAME_MIN_LENGTH} characters.`,
  nameTooLong: `Name must be at most ${USER_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'This email is already in use',
  bioTooLong: `Bio must be at most ${USER_BIO_MAX_LENGTH} characters.`,
  emailChanged: 'Your email address has been updated.',
  emailChangeCancelled: 'The email change was cancelled. Your address stays as it was.',
  noEmailChange: 'No email change is waiting for a code. Please save your new address again.',
} as const;

/** The answers of an e-mail change, with the new address written out. */
export const emailChangeMessages = {
  codeSent: (email: string) =>
    `We sent a 4-digit code to ${email}. Enter it to confirm your new email address.`,
  codeResent: (email: string) => `We sent a new code to ${email}.`,
};

/** Follow answers and the daily cap's 429, with the other user's name or the wait written out. */
export const followMessages = {
  followed: (name: string) => `You are now following ${name}`,
  alreadyFollowing: (name: string) => `You are already following ${name}`,
  unfollowed: (name: string) => `You have unfollowed ${name}`,
  notFollowing: (name: string) => `You are not following ${name}`,
  dailyCap: (wait: string) =>
    `You have followed too many people today. Please try again in ${wait}.`,
};
