import { screen } from '@testing-library/react';
import { Type } from '@sinclair/typebox';
import { STORY_LIMITS, STORY_MESSAGES, USER_MESSAGES } from '@voices/contracts/constants';
import { renderWithProviders } from '../../testing';
import { maxLengthOf, profileFormSchema, storyFormSchema, useSchemaForm } from '..';

function ProfileForm({ onSave }: { onSave: (values: unknown) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(profileFormSchema, { defaultValues: { name: '', email: '', bio: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <label>
        Name
        <input {...register('name')} maxLength={maxLengthOf(profileFormSchema, 'name')} />
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
    expect(maxLengthOf(storyFormSchema, 'title')).toBe(STORY_LIMITS.titleMaxLength);
    expect(maxLengthOf(storyFormSchema, 'customHeading')).toBe(STORY_LIMITS.headingMaxLength);
    expect(STORY_MESSAGES.titleTooLong).toContain(String(STORY_LIMITS.titleMaxLength));
  });

  it('names a nested field by its path, and gives every rule it breaks when asked for all', async () => {
    const schema = Type.Object({
      place: Type.Object({
        city: Type.String({ minLength: 3, pattern: '^[A-Z]', errorMessage: 'A city, capitalised' }),
      }),
    });
    let seen: Record<string, unknown> = {};
    function PlaceForm() {
      const { register, handleSubmit, formState } = useSchemaForm(schema, {
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
