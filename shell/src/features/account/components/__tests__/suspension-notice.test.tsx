import { screen, waitFor } from '@testing-library/react';
import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { sessionStore } from '@voices/platform';
import { createUser, renderWithProviders } from '@voices/platform/testing';
import { ShellLayout } from '../../../../app/shell-layout';

it('tells a suspended member, with the reason, what the server says about their account', async () => {
  const member = createUser({ name: 'Asha Rao' });
  member.suspension = { reason: 'Repeated spam', at: new Date().toISOString() };
  // Signed in before the suspension: the session does not know of it yet.
  renderWithProviders(<ShellLayout />, {
    user: { ...member, suspension: undefined } as typeof member,
    route: '/home',
  });
  expect(await screen.findByText(MODERATION_MESSAGES.suspended)).toBeInTheDocument();
  expect(screen.getByText(/Reason: Repeated spam/)).toBeInTheDocument();
});

it('gives a member made moderator the Moderation link without signing in again', async () => {
  const member = createUser({ name: 'Mo' });
  member.role = 'moderator';
  const { user } = renderWithProviders(<ShellLayout />, {
    user: { ...member, role: undefined } as typeof member,
    route: '/home',
  });
  await waitFor(() => expect(sessionStore.getState().user?.role).toBe('moderator'));
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute(
    'href',
    '/moderation',
  );
  expect(screen.queryByText(MODERATION_MESSAGES.suspended)).not.toBeInTheDocument();
});
