import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFavoriteAuthors } from '../favorite-authors';
import { useSavedNews } from '../saved-news';

// A page drawn on the server is taken over by React in the browser. A store whose browser
// snapshot differs from the server's makes React draw its readers again at once, and that
// update reaches the parts of the page still waiting for their code: React then throws their
// server markup away and draws them afresh. With nothing stored, the two must be one.

beforeEach(() => localStorage.clear());

function hydrationRenders(useStore: () => unknown): number {
  let renders = 0;
  function Reader() {
    useStore();
    renders += 1;
    return <p>read</p>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader />);
  renders = 0;
  const errors: unknown[] = [];
  act(() => {
    hydrateRoot(container, <Reader />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  return renders;
}

describe('the stores a page drawn on the server reads', () => {
  it('take the page over in one render when nothing is stored', () => {
    expect(hydrationRenders(useFavoriteAuthors)).toBe(1);
    expect(hydrationRenders(useSavedNews)).toBe(1);
  });

  it('draw again what is stored in this browser', () => {
    localStorage.setItem('favorite_authors', JSON.stringify(['a1']));
    expect(hydrationRenders(useFavoriteAuthors)).toBe(2);
  });
});
