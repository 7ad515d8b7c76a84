import { render } from '@testing-library/react';
import { BellIcon, StarIcon } from '../components/icons';

describe('icons', () => {
  it('are decorative, 20 px unless sized, and take svg attributes', () => {
    const { container } = render(
      <>
        <BellIcon />
        <BellIcon size={16} strokeWidth={2.4} />
      </>,
    );
    const [plain, sized] = Array.from(container.querySelectorAll('svg'));
    expect(plain).toHaveAttribute('aria-hidden', 'true');
    expect(plain).toHaveAttribute('width', '20');
    expect(sized).toHaveAttribute('width', '16');
    expect(sized).toHaveAttribute('height', '16');
    expect(sized).toHaveAttribute('stroke-width', '2.4');
  });

  it('fills the star when asked', () => {
    const { container } = render(
      <>
        <StarIcon />
        <StarIcon filled />
      </>,
    );
    const [empty, filled] = Array.from(container.querySelectorAll('svg'));
    expect(empty).toHaveAttribute('fill', 'none');
    expect(filled).toHaveAttribute('fill', 'currentColor');
  });
});
