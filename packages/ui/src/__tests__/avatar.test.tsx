import { fireEvent, render, screen } from '@testing-library/react';
import { configurePlatform, DEFAULT_AVATAR } from '@voices/platform';
import { Avatar } from '../components/avatar';

afterEach(() => configurePlatform({ origin: '' }));

describe('Avatar', () => {
  it('shows the initial letter when there is no photo', () => {
    render(<Avatar name="maya Rao" />);
    const avatar = screen.getByRole('img', { name: 'maya Rao' });
    expect(avatar).toHaveTextContent('M');
    expect(avatar.tagName).toBe('SPAN');
  });

  it('falls back to a question mark for an empty name', () => {
    render(<Avatar name="  " photo="" />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent('?');
  });

  it('resolves the photo path', () => {
    configurePlatform({ origin: 'https://voices.test' });
    render(<Avatar name="Ann" photo="ann.jpg" size={64} />);
    const img = screen.getByRole('img', { name: 'Ann' });
    expect(img).toHaveAttribute('src', 'https://voices.test/uploads/ann.jpg');
    expect(img).toHaveAttribute('width', '64');
  });

  it('switches to the default avatar when the photo fails to load', () => {
    render(<Avatar name="Ann" photo="/uploads/missing.png" />);
    const img = screen.getByRole('img', { name: 'Ann' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('tries a new photo again after a failure', () => {
    const { rerender } = render(<Avatar name="Ann" photo="a.png" />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar name="Ann" photo="b.png" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/b.png');
  });
});
