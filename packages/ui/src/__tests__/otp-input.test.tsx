import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyCode, OtpInput } from '../components/otp-input';

function Harness({ onIncomplete = () => {} }: { onIncomplete?: () => void }) {
  const [value, setValue] = useState<string[]>(emptyCode);
  return (
    <>
      <p id="label">Code</p>
      <OtpInput value={value} onChange={setValue} onIncomplete={onIncomplete} labelledBy="label" />
      <output data-testid="code">{value.map((digit) => digit || '_').join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('shows four single-digit boxes for a numeric one-time code', () => {
    render(<Harness />);

    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    boxes().forEach((box, index) => {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 4`);
    });
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves on to the next box after each digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0]!);
    await user.keyboard('4');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('72');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('9');

    expect(code()).toBe('4729');
    expect(boxes().map((box) => box.value)).toEqual(['4', '7', '2', '9']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('takes digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0]!);
    await user.keyboard('a- ');
    expect(code()).toBe('____');
    expect(boxes()[0]).toHaveFocus();

    await user.keyboard('5x');
    expect(code()).toBe('5___');
    expect(boxes()[1]).toHaveFocus();
  });

  it('replaces the digit in a box typed over', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');

    fireEvent.change(boxes()[1]!, { target: { value: '28' } });

    expect(code()).toBe('1834');
    expect(boxes()[2]).toHaveFocus();
  });

  it('goes back one box on Backspace in an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(boxes()[2]).toHaveFocus();
    expect(code()).toBe('12__');

    await user.keyboard('{Backspace}{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(code()).toBe('____');

    // Nothing before the first box.
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('deletes the digit of a filled box on Backspace and stays there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1234');

    await user.keyboard('{Backspace}');

    expect(code()).toBe('123_');
    expect(boxes()[3]).toHaveFocus();
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[1]!);

    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('spreads a pasted code over all the boxes, from whichever box it is pasted in', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[2]!);
    await user.paste('8 0 1 6');

    expect(code()).toBe('8016');
    expect(boxes()[3]).toHaveFocus();
  });

  it('takes the code out of pasted text and ignores a paste without digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[0]!);
    await user.paste('Your code: 5521.');
    expect(code()).toBe('5521');

    await user.click(boxes()[0]!);
    await user.paste('no digits');
    expect(code()).toBe('5521');
  });

  it('fills from the box pasted in when fewer digits than a code are pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(boxes()[1]!);
    await user.paste('93');

    expect(code()).toBe('_93_');
    expect(boxes()[3]).toHaveFocus();
  });

  it('spreads a code the browser autofills into the first box', () => {
    render(<Harness />);

    fireEvent.change(boxes()[0]!, { target: { value: '6204' } });

    expect(code()).toBe('6204');
  });

  it('reports Enter on an incomplete code', async () => {
    const onIncomplete = jest.fn();
    const user = userEvent.setup();
    render(<Harness onIncomplete={onIncomplete} />);

    await user.click(boxes()[0]!);
    await user.keyboard('12{Enter}');

    expect(onIncomplete).toHaveBeenCalledTimes(1);
  });
});
