import { renderWithProviders } from '@voices/platform/testing';
import { ArticleImage } from '../article-image';

const SRC = 'https://images.example.com/lead.jpg';

describe('a news picture', () => {
  it('waits until it is scrolled near, at the browser’s usual priority, by default', () => {
    const { container } = renderWithProviders(<ArticleImage src={SRC} width={640} height={360} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('loads at once when it is in the first screenful', () => {
    const { container } = renderWithProviders(
      <ArticleImage src={SRC} width={640} height={360} eager />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('is fetched first of all when it is the page’s largest picture', () => {
    const { container } = renderWithProviders(
      <ArticleImage src={SRC} width={960} height={540} priority />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});
