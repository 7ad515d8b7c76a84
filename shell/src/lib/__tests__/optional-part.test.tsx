import { render, screen } from '@testing-library/react';
import { expectConsole } from '@voices/platform/testing';
import { optionalPart } from '../optional-part';

it('shows the part once its file has come', async () => {
  const Part = optionalPart(async () => () => <p>The part</p>);
  render(<Part />);
  expect(await screen.findByText('The part')).toBeInTheDocument();
});

it('shows nothing, and keeps the page, when its file cannot be fetched', async () => {
  expectConsole('warn', /could not be loaded/);
  let failed!: () => void;
  const fetched = new Promise<void>((resolve) => (failed = resolve));
  const Part = optionalPart(() => {
    failed();
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  render(
    <main>
      <h1>The page</h1>
      <Part />
    </main>,
  );
  await fetched;
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.getByRole('main').childElementCount).toBe(1);
});
