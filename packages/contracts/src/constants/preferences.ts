export const PREFERENCE_MESSAGES = {
  templateRequired: 'templateId is required',
  userNotFound: 'User not found',
  headingSaved: 'Heading saved successfully!',
  headingCleared: 'Heading removed',
  themeSaved: 'Theme saved to your profile.',
} as const;

/** Heading saves one author may make per minute: each one is broadcast to every reader. */
export const HEADING_SAVES_PER_MINUTE = 30;
