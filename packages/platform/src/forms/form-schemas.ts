// What a form needs before it first validates, without TypeBox: which schema it is checked
// against (loaded with the checker, see use-schema-form.ts) and the most characters of each
// text field, for its input's own attribute. forms.test.tsx checks each list against its schema.
import type { FieldValues } from 'react-hook-form';
import type { TObject } from '@sinclair/typebox';
import {
  EMAIL_MAX_LENGTH,
  STORY_LIMITS,
  USER_BIO_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
} from '@voices/contracts/constants';
import type {
  ProfileFormValues,
  RegistrationProfileValues,
  StoryEditFormValues,
  StoryFormValues,
} from './schemas';

/** A form's schema, by reference: its TypeBox schema loads when the form first validates. */
export interface FormSchema<V extends FieldValues> {
  /** The schema itself (with TypeBox's builders, which a form does not need before then). */
  readonly load: () => Promise<TObject>;
  /** The most characters of each text field. */
  readonly maxLength: Readonly<Partial<Record<keyof V & string, number>>>;
}

const schemas = () => import('./schemas');

/** Compose and Edit News: what every story has. */
export const storyForm: FormSchema<StoryFormValues> = {
  load: () => schemas().then((module) => module.storyFormSchema),
  maxLength: {
    title: STORY_LIMITS.titleMaxLength,
    content: STORY_LIMITS.contentMaxLength,
    customHeading: STORY_LIMITS.headingMaxLength,
  },
};

/** Edit News: what the author may change. */
export const storyEditForm: FormSchema<StoryEditFormValues> = {
  load: () => schemas().then((module) => module.storyEditFormSchema),
  maxLength: {
    title: STORY_LIMITS.titleMaxLength,
    content: STORY_LIMITS.contentMaxLength,
  },
};

/** Edit Profile (spec 000 §5). */
export const profileForm: FormSchema<ProfileFormValues> = {
  load: () => schemas().then((module) => module.profileFormSchema),
  maxLength: { name: USER_NAME_MAX_LENGTH, email: EMAIL_MAX_LENGTH, bio: USER_BIO_MAX_LENGTH },
};

/** The third step of registration. */
export const registrationProfileForm: FormSchema<RegistrationProfileValues> = {
  load: () => schemas().then((module) => module.registrationProfileSchema),
  maxLength: { name: USER_NAME_MAX_LENGTH, bio: USER_BIO_MAX_LENGTH },
};

/** The `maxLength` of a text field of a form, for the input's own attribute. */
export function maxLengthOf<V extends FieldValues>(
  form: FormSchema<V>,
  field: keyof V & string,
): number | undefined {
  return form.maxLength[field];
}
