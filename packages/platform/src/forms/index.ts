// @voices/platform/forms: one way to build a form with many fields. Not part of the shared
// singleton: only the sections with such forms download it (react-hook-form, about 12 KB after
// gzip; the checker and TypeBox, about 15 more, when the reader first uses the form).
export { useSchemaForm } from './use-schema-form';
export {
  storyForm,
  storyEditForm,
  profileForm,
  registrationProfileForm,
  maxLengthOf,
  type FormSchema,
} from './form-schemas';
export type {
  StoryFormValues,
  StoryEditFormValues,
  ProfileFormValues,
  RegistrationProfileValues,
} from './schemas';
export type {
  FieldErrors,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
export { PHOTO_TYPES, PHOTO_MESSAGES, photoProblem, usePreviewUrl } from './photo';
