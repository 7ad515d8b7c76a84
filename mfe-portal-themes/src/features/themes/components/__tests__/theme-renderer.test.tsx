import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeRenderer } from '../theme-renderer';

const story = {
  title: 'Market opens early',
  content: '<img src=x onerror="alert(1)"> Traders arrived at dawn.',
  category: 'Business',
  author: 'Ravi',
};

describe('ThemeRenderer', () => {
  it('draws the story in the requested theme', () => {
    const { container } = render(<ThemeRenderer story={story} themeId="noir" />);

    expect(screen.getByRole('heading', { name: 'Market opens early' })).toBeInTheDocument();
    expect(screen.getByText('Business')).toBeInTheDocument();
    expect(screen.getByText('By Ravi')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('data-theme', 'noir');
  });

  it('shows the text as text, never as markup', () => {
    const { container } = render(<ThemeRenderer story={story} themeId="udaya" />);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });

  it('uses the default theme when none is given and maps legacy ids', () => {
    const { container, rerender } = render(<ThemeRenderer story={story} />);
    expect(container.querySelector('article')).toHaveAttribute('data-theme', 'modern-grid');

    rerender(<ThemeRenderer story={story} themeId="express" />);
    expect(container.querySelector('article')).toHaveAttribute('data-theme', 'modern-grid');
  });

  it('says when the theme is not recognized', () => {
    render(<ThemeRenderer story={story} themeId="comic-sans" />);

    expect(screen.getByText('This theme is not recognized.')).toBeInTheDocument();
  });

  it('shows the first image that is not a video, and hides it when it fails to load', () => {
    const { container } = render(
      <ThemeRenderer
        story={{
          ...story,
          content: 'Plain text',
          media: ['clip.mp4', 'https://cdn.example/a.jpg'],
        }}
        themeId="niro"
      />,
    );

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://cdn.example/a.jpg');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Market opens early' })).toBeInTheDocument();
  });
});
