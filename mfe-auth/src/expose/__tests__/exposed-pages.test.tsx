import { act, screen } from '@testing-library/react';
import { createUser, signInAs, renderWithProviders } from '@voices/platform/testing';
import { Toaster } from '@voices/ui';
import * as loginModule from '../login-page';
import * as registerModule from '../register-page';

// The shell loads these modules by name and renders their default export inside its router.
describe.each([
  ['./login-page', loginModule, '/login', 'Sign in'],
  ['./register-page', registerModule, '/register', 'Create your account'],
] as const)('%s', (_name, module, path, title) => {
  it('exports its page as the default, rendering inside the host router', () => {
    const Page = module.default;
    renderWithProviders(<Page />, {
      persistent: <Toaster />,
      path,
      route: `${path}?redirect=%2Fsaved`,
    });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Voices`);
  });

  it('sends a signed-in reader on to the redirect target', () => {
    act(() => signInAs(createUser({ name: 'Asha Rao' })));
    const Page = module.default;

    renderWithProviders(<Page />, {
      persistent: <Toaster />,
      path,
      route: `${path}?redirect=%2Fsaved`,
    });

    expect(screen.getByTestId('location').textContent).toBe('/saved');
  });
});
