import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_MESSAGES, PhotoField, photoProblem } from '../photo-field';

function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [chosen, setChosen] = useState<File | null>(null);
  return (
    <PhotoField
      file={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    />
  );
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('photoProblem', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 10MB', () => {
    expect(photoProblem(file('a.png', 'image/png', 1000))).toBeNull();
    expect(photoProblem(file('a.jpg', 'image/jpeg', 10 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('a.gif', 'image/gif', 1))).toBeNull();
    expect(photoProblem(file('a.webp', 'image/webp', 1))).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(photoProblem(file('a.svg', 'image/svg+xml', 10))).toBe(PHOTO_MESSAGES.type);
    expect(photoProblem(file('a.pdf', 'application/pdf', 10))).toBe(PHOTO_MESSAGES.type);
    expect(photoProblem(file('a.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(
      PHOTO_MESSAGES.size,
    );
  });
});

describe('PhotoField', () => {
  it('is labelled, says what it takes, and previews the chosen photo', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText(/Profile Photo/);
    expect(screen.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');

    const photo = file('me.png', 'image/png', 2048);
    await user.upload(input, photo);

    expect(onChange).toHaveBeenLastCalledWith(photo);
    expect(screen.getByRole('img', { name: 'Preview of your profile photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.getByText('me.png · 2 KB')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('refuses a file that is not an image it takes', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness onChange={onChange} />);

    await user.upload(screen.getByLabelText(/Profile Photo/), file('notes.txt', 'text/plain', 10));

    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.type);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a photo larger than 10MB', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);

    await user.upload(
      screen.getByLabelText(/Profile Photo/),
      file('big.jpg', 'image/jpeg', 11 * 1024 * 1024),
    );

    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.size);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('opens the file chooser from its button', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={jest.fn()} />);
    const input = screen.getByLabelText(/Profile Photo/) as HTMLInputElement;
    const click = jest.spyOn(input, 'click');

    await user.click(screen.getByRole('button', { name: 'Choose a photo' }));

    expect(click).toHaveBeenCalled();
  });
});
