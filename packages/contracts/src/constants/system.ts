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

/**
 * What any call may answer that belongs to no feature: a path that does not exist, a failure
 * the server did not expect, a form it cannot read.
 */
export const HTTP_MESSAGES = {
  notFound: 'Not found',
  internalError: 'Internal server error',
  formUnreadable: 'The form could not be read. Please try again.',
  formTooManyFields: 'The form has too many fields.',
  formFieldNotAllowed: 'The form has a field that is not allowed.',
  formNotMultipart: 'The form must be sent as multipart/form-data.',
  fileTooLarge: 'The file is too large. The maximum size is 10 MB.',
} as const;

const SERVICE_UPLOAD_IN_PROGRESS =
  'You already have 1 upload in progress. Please wait for it to finish.';

/** What a call answers when the server, not the request, is the problem (503) or is busy. */
export const SERVICE_MESSAGES = {
  databaseUnavailable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  storageFull:
    'The server has run out of storage space. Nothing was saved; please try again later.',
  storageReadOnly:
    'The server cannot save changes right now. Nothing was saved; please try again later.',
  shuttingDown: 'The server is restarting. Please try again in a few seconds.',
  uploadsBusy: 'The site is busy with other uploads. Please try again in a minute.',
  /** The 429 of a member at UPLOADS_PER_MEMBER uploads: one sentence for one, another for more. */
  uploadsPerMember: (limit: number) =>
    limit === 1
      ? SERVICE_UPLOAD_IN_PROGRESS
      : `You already have ${limit} uploads in progress. Please wait for one to finish.`,
  formTooLarge: 'The form is too large to be sent.',
  mediaStoreUnavailable:
    'Pictures cannot be stored or shown right now. Nothing was saved; please try again in a minute.',
} as const;
