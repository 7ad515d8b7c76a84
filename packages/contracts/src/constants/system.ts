// What the gateway answers when the server, not the request, is the problem.

/** Why `/readyz` answers 503, word for word. */
export const READINESS_MESSAGES = {
  shuttingDown: 'Shutting down',
  databaseUnavailable: 'Database unavailable',
  databaseReadOnly: 'Database is read-only',
  databaseNotWritable: 'Database cannot be written',
  diskFull: 'Disk full',
  uploadsNotWritable: 'Uploads folder is not writable',
  mediaStoreUnavailable: 'Media store unavailable',
} as const;

/** What a call answers when the server, not the request, is the problem (503) or is busy. */
export const SERVICE_MESSAGES = {
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  storageFull:
    'The server has run out of storage space. Nothing was saved; please try again later.',
  storageReadOnly:
    'The server cannot save changes right now. Nothing was saved; please try again later.',
  shuttingDown: 'The server is restarting. Please try again in a few seconds.',
  uploadsBusy: 'The site is busy with other uploads. Please try again in a minute.',
  uploadsPerMember: (limit: number) =>
    `You already have ${limit} ${limit === 1 ? 'upload' : 'uploads'} in progress. Please wait for ${limit === 1 ? 'it' : 'one'} to finish.`,
  formTooLarge: 'The form is too large to be sent.',
  mediaStoreUnavailable:
    'Pictures cannot be stored or shown right now. Nothing was saved; please try again in a minute.',
} as const;
