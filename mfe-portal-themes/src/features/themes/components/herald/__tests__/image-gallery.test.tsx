import { fireEvent, render, screen, within } from '@testing-library/react';
import type { StoryImage } from '../../../../../lib/story';
import { ImageGallery, wrapIndex } from '../image-gallery';

const images = (count: number): StoryImage[] =>
  Array.from({ length: count }, (_, i) => ({
    src: `https://cdn.example/full-${i + 1}.jpg`,
    thumb: `https://cdn.example/thumb-${i + 1}.jpg`,
  }));

function mainImage(): HTMLImageElement {
  return screen.getByRole('button', { name: /^Enlarge image/ }).querySelector('img')!;
}

it('wraps an index around both ends', () => {
  expect(wrapIndex(-1, 4)).toBe(3);
  expect(wrapIndex(4, 4)).toBe(0);
  expect(wrapIndex(9, 4)).toBe(1);
  expect(wrapIndex(3, 0)).toBe(0);
});

describe('ImageGallery', () => {
  it('steps through the pictures with wrap-around at both ends', () => {
    render(<ImageGallery images={images(3)} title="Flood" />);

    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-1.jpg');
    expect(mainImage()).toHaveAttribute('alt', 'Flood, image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-3.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-1.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-3.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-1.jpg');
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('shows the main picture and at most nine thumbnails, which use the small files', () => {
    render(<ImageGallery images={images(12)} title="Fair" />);

    const strip = screen.getByRole('list', { name: 'More images' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs).toHaveLength(9);
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/thumb-2.jpg',
    );
    expect(screen.getByText('1 / 10')).toBeInTheDocument();

    fireEvent.click(within(strip).getByRole('button', { name: 'Show image 5 of 10' }));
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-5.jpg');
    expect(within(strip).queryByRole('button', { name: 'Show image 5 of 10' })).toBeNull();
    expect(within(strip).getByRole('button', { name: 'Show image 1 of 10' })).toBeInTheDocument();
  });

  it('has no arrows or strip for a single picture, and nothing at all for none', () => {
    const { container, rerender } = render(<ImageGallery images={images(1)} title="One" />);
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'More images' })).toBeNull();

    rerender(<ImageGallery images={[]} title="None" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens a full-screen viewer that the arrow keys step through and Escape closes', async () => {
    render(<ImageGallery images={images(3)} title="Parade" />);

    // The button says what it opens: the picture's place and the story it belongs to.
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge image 1 of 3: Parade' }));
    const viewer = await screen.findByRole('dialog', { name: 'Image 1 of 3' });
    expect(within(viewer).getByRole('img')).toHaveAttribute(
      'src',
      'https://cdn.example/full-1.jpg',
    );

    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Image 3 of 3' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Image 2 of 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      'https://cdn.example/full-2.jpg',
    );

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The gallery stays on the picture the viewer was left at.
    expect(mainImage()).toHaveAttribute('src', 'https://cdn.example/full-2.jpg');
  });

  it('puts a placeholder where a picture fails to load', () => {
    render(<ImageGallery images={images(2)} title="Broken" />);
    fireEvent.error(mainImage());
    expect(screen.getByRole('img', { name: 'Broken, image 1 of 2' })).toHaveTextContent('No image');
  });
});

it('moves through the pictures with a swipe, wrapping around', () => {
  render(<ImageGallery images={images(3)} title="Swipe" />);
  const main = document.querySelector('.vx-herald-gallery-main')!;
  const swipe = (from: number, to: number) => {
    fireEvent.touchStart(main, { touches: [{ clientX: from }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: to }] });
  };
  swipe(300, 100);
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  swipe(100, 300);
  swipe(100, 300);
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  swipe(100, 110);
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
});
