// @voices/platform/forms: one way to build a form with many fields. Not part of the shared
// singleton: only the sections with such forms download it (react-hook-form and TypeBox's
// checker, about 35 KB after gzip).
export { useSchemaForm } from './use-schema-form';
export {
  storyFormSchema,
  storyEditFormSchema,
  profileFormSchema,
  registrationProfileSchema,
  maxLengthOf,
  type StoryFormValues,
  type StoryEditFormValues,
  type ProfileFormValues,
  type RegistrationProfileValues,
} from './schemas';
export type {
  FieldErrors,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
export { PHOTO_TYPES, PHOTO_MESSAGES, photoProblem, usePreviewUrl } from './photo';
