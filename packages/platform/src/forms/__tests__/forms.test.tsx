import { screen } from '@testing-library/react';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { STORY_LIMITS, STORY_MESSAGES, USER_MESSAGES } from '@voices/contracts/constants';
import { renderWithProviders } from '../../testing';
import {
  maxLengthOf,
  profileForm,
  registrationProfileForm,
  storyEditForm,
  storyForm,
  useSchemaForm,
  type FormSchema,
} from '..';

function ProfileForm({ onSave }: { onSave: (values: unknown) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(profileForm, { defaultValues: { name: '', email: '', bio: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <label>
        Name
        <input {...register('name')} maxLength={maxLengthOf(profileForm, 'name')} />
      </label>
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      <label>
        Email
        <input type="email" {...register('email')} />
      </label>
      {errors.email ? <p role="alert">{errors.email.message}</p> : null}
      <label>
        Bio
        <textarea {...register('bio')} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

/** One field on a form of `form`, with its message when it is refused. */
function NameForm({
  form,
  onSave,
}: {
  form: FormSchema<{ name: string }>;
  onSave: (values: unknown) => void;
}) {
  const { register, handleSubmit, formState } = useSchemaForm(form, {
    defaultValues: { name: '' },
  });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <label>
        Name
        <input {...register('name')} />
      </label>
      {formState.errors.name ? <p role="alert">{formState.errors.name.message}</p> : null}
      <button type="submit">Save</button>
    </form>
  );
}

describe('a form on a contracts schema', () => {
  it('refuses what the server would, in its words, and sends nothing', async () => {
    const onSave = jest.fn();
    const { user } = renderWithProviders(<ProfileForm onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.emailRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText(USER_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over typed values once they are right', async () => {
    const onSave = jest.fn();
    const { user } = renderWithProviders(<ProfileForm onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Asha Rao', email: 'asha@example.com', bio: '' },
      expect.anything(),
    );
  });

  it('takes the inputs’ limits from the contracts', () => {
    expect(maxLengthOf(storyForm, 'title')).toBe(STORY_LIMITS.titleMaxLength);
    expect(maxLengthOf(storyForm, 'customHeading')).toBe(STORY_LIMITS.headingMaxLength);
    expect(STORY_MESSAGES.titleTooLong).toContain(String(STORY_LIMITS.titleMaxLength));
  });

  it.each([
    ['story', storyForm],
    ['story edit', storyEditForm],
    ['profile', profileForm],
    ['registration profile', registrationProfileForm],
  ] as [string, FormSchema<Record<string, unknown>>][])(
    'names the limits of the %s form’s schema, every one and no other',
    async (_name, form) => {
      const schema = await form.load();
      const limits = Object.fromEntries(
        Object.entries(schema.properties).flatMap(([field, property]) => {
          const { maxLength } = property as { maxLength?: unknown };
          return typeof maxLength === 'number' ? [[field, maxLength]] : [];
        }),
      );
      expect(form.maxLength).toEqual(limits);
    },
  );

  it('draws and takes input before its checker has loaded, and checks once it has', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: FormSchema<{ name: string }> = {
      load: async () => {
        await held;
        return Type.Object({ name: Type.String({ minLength: 3, errorMessage: 'Too short' }) });
      },
      maxLength: {},
    };
    const onSave = jest.fn();
    const { user } = renderWithProviders(<NameForm form={slow} onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Al');
    expect(screen.getByLabelText('Name')).toHaveValue('Al');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too short');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the values unchecked when the checker cannot be loaded: the server checks them', async () => {
    const offline: FormSchema<{ name: string }> = {
      load: () => Promise.reject(new TypeError('Failed to fetch')),
      maxLength: {},
    };
    const onSave = jest.fn();
    const { user } = renderWithProviders(<NameForm form={offline} onSave={onSave} />);
    await user.type(screen.getByLabelText('Name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Al' }, expect.anything());
  });

  it('names a nested field by its path, and gives every rule it breaks when asked for all', async () => {
    const schema = Type.Object({
      place: Type.Object({
        city: Type.String({ minLength: 3, pattern: '^[A-Z]', errorMessage: 'A city, capitalised' }),
      }),
    });
    const placeForm: FormSchema<Static<typeof schema>> = {
      load: async () => schema as TObject,
      maxLength: {},
    };
    let seen: Record<string, unknown> = {};
    function PlaceForm() {
      const { register, handleSubmit, formState } = useSchemaForm(placeForm, {
        defaultValues: { place: { city: '' } },
        criteriaMode: 'all',
      });
      seen = formState.errors;
      return (
        <form onSubmit={handleSubmit(() => undefined)} noValidate>
          <label>
            City
            <input {...register('place.city')} />
          </label>
          {formState.errors.place?.city ? (
            <p role="alert">{formState.errors.place.city.message}</p>
          ) : null}
          <button type="submit">Go</button>
        </form>
      );
    }
    const { user } = renderWithProviders(<PlaceForm />);
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A city, capitalised');
    const city = (seen.place as { city: { types: Record<string, unknown> } }).city;
    // Both rules the value breaks (too short, not capitalised) are kept, by TypeBox's kind.
    expect(Object.keys(city.types)).toHaveLength(2);
  });
});
