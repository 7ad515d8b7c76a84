import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@voices/platform';
import { type Draft } from '@voices/platform/api';
import {
  API,
  createUser,
  fail,
  http,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { remotesOffline } from '../../../../testing/environment';
import { DraftPrompt } from '../draft-prompt';
import { StoryForm } from '../story-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

let author: StoredUser;

beforeEach(() => {
  author = createUser({ name: 'Asha' });
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

async function renderForm() {
  const view = renderWithProviders(<StoryForm themeId="modern-grid" contentRows={8} />, {
    user: author,
  });
  await waitFor(() => expect(view.client.isFetching()).toBe(0));
  return view;
}

describe('the compose form in Hindi', () => {
  it('labels its fields, buttons and preview in Hindi', async () => {
    await activateLocale('hi');
    await renderForm();

    expect(screen.getByLabelText(/ख़बर का शीर्षक/)).toHaveAttribute(
      'placeholder',
      'साफ़ और सटीक शीर्षक',
    );
    expect(screen.getByLabelText(/ख़बर का विवरण/)).toBeInTheDocument();
    expect(screen.getByLabelText('आपका मास्टहेड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी प्रकाशित करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AI से बेहतर बनाएँ' })).toBeDisabled();
    expect(screen.getByText('AI से बेहतर बनाने के लिए ऊपर शीर्षक और विवरण लिखें')).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'लाइव झलक' })).toBeInTheDocument();
    expect(screen.getByText('आपका शीर्षक यहाँ दिखेगा')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'लेआउट के विकल्प' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ख़बर के नीचे' })).toBeInTheDocument();
  });

  it('lists the content languages by their own names, whatever the interface language', async () => {
    await activateLocale('hi');
    await renderForm();

    const languages = within(screen.getByLabelText('भाषा'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(languages).toEqual(expect.arrayContaining(['English', 'हिन्दी (Hindi)', 'தமிழ் (Tamil)']));
  });

  it('says a notice already on screen again in the language switched to', async () => {
    server.use(http.put(`${API}/users/me/custom-heading`, () => fail(400, 'Heading refused')));
    const { user } = await renderForm();
    await user.type(screen.getByLabelText('Custom Heading'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save heading. Please try again.')).toBeVisible();

    await act(() => activateLocale('hi'));

    expect(screen.getByText('मास्टहेड सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।')).toBeVisible();
    expect(screen.getByLabelText('आपका मास्टहेड')).toHaveValue('Mine');
  });
});

describe('the draft prompt in Hindi', () => {
  const draft = (title: string): Draft =>
    ({
      key: 'compose',
      fields: { title },
      updatedAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    }) as Draft;

  it('counts the images kept with a draft in words of the language', async () => {
    await activateLocale('hi');
    renderWithProviders(
      <DraftPrompt
        draft={draft('बाढ़ की ख़बर')}
        images={2}
        onResume={jest.fn()}
        onDiscard={jest.fn()}
      />,
    );

    expect(screen.getByRole('heading', { name: 'अपना ड्राफ़्ट जारी रखें' })).toBeVisible();
    expect(screen.getByText(/^“बाढ़ की ख़बर”, 2 तस्वीरों के साथ, .+ सहेजा गया$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'जारी रखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हटा दें' })).toBeInTheDocument();
  });

  it('names a draft without a title as untitled', async () => {
    await activateLocale('hi');
    renderWithProviders(
      <DraftPrompt draft={draft('')} images={1} onResume={jest.fn()} onDiscard={jest.fn()} />,
    );

    expect(screen.getByText(/^बिना शीर्षक, 1 तस्वीर के साथ, .+ सहेजा गया$/)).toBeVisible();
  });
});
