import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { sessionStore } from '@voices/platform';
import { PickThemePage } from '../pick-theme-page';
import { getPreferredTemplate, savePreferredTemplate } from '../../api/preferred-template';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('../../api/preferred-template', () => ({
  getPreferredTemplate: jest.fn(),
  savePreferredTemplate: jest.fn(() => Promise.resolve({ success: true })),
}));

const getPref = getPreferredTemplate as jest.MockedFunction<typeof getPreferredTemplate>;
const savePref = savePreferredTemplate as jest.MockedFunction<typeof savePreferredTemplate>;

function Compose() {
  const { templateId } = useParams();
  return <p>Compose {templateId}</p>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/contribute" element={<PickThemePage />} />
        <Route path="/contribute/:templateId" element={<Compose />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  getPref.mockReset();
  savePref.mockClear();
  localStorage.clear();
  act(() =>
    sessionStore
      .getState()
      .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
  );
});

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

it('checks preferences and goes to the server preference, legacy ids mapped', async () => {
  getPref.mockResolvedValue('modern');
  renderAt('/contribute');
  expect(screen.getByText('Checking preferences...')).toBeInTheDocument();
  expect(await screen.findByText('Compose modern-grid')).toBeInTheDocument();
});

it('falls back to the local preference when the server cannot answer', async () => {
  localStorage.setItem('preferredTemplate:u1', 'noir');
  getPref.mockRejectedValue(new Error('offline'));
  renderAt('/contribute');
  expect(await screen.findByText('Compose noir')).toBeInTheDocument();
});

it('with bypassPref lists the themes; choosing saves locally and to the server', async () => {
  renderAt('/contribute?bypassPref=1');
  expect(getPref).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Classic' }));
  expect(localStorage.getItem('themeFilter')).toBe('Classic');

  await userEvent.click(screen.getByRole('button', { name: 'All' }));
  await userEvent.click(await screen.findByRole('button', { name: /^Red Wave/ }));

  expect(await screen.findByText('Compose udaya')).toBeInTheDocument();
  expect(localStorage.getItem('preferredTemplate:u1')).toBe('udaya');
  expect(savePref).toHaveBeenCalledWith('udaya');
});
