import { OTP_LENGTH } from '@voices/contracts/constants';
import {
  forwardRef,
  useImperativeHandle,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useT } from '../messages/otp/i18n';

export interface OtpInputHandle {
  /** Puts the caret in the first empty box (or the last one when all are filled). */
  focusFirstEmpty(): void;
}

export interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: readonly string[];
  onChange(next: string[]): void;
  /** Enter pressed before every box holds a digit. */
  onIncomplete?(): void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function emptyCode(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The code boxes of spec 000 §2: one digit each, the caret moving on after a digit and back
 * on Backspace in an empty box, a pasted or autofilled code spread over all of them.
 */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  { value, onChange, onIncomplete, labelledBy, describedBy, invalid = false, disabled = false },
  ref,
) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    if (!box) return;
    box.focus();
    box.select();
  };

  useImperativeHandle(ref, () => ({
    focusFirstEmpty() {
      const empty = value.findIndex((digit) => !digit);
      focusBox(empty === -1 ? OTP_LENGTH - 1 : empty);
    },
  }));

  /** Writes digits into the boxes from `start` on and puts the caret after the last one. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= OTP_LENGTH) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    focusBox(index);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    const current = value[index] ?? '';
    if (!raw) {
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // A letter typed next to a digit already there: refused, the box keeps its digit.
    if (digits === current && raw.length > digits.length) return;
    if (!digits) return;
    if (digits.length === 2 && current) {
      // Typed over a filled box: keep the digit that was just typed.
      fill(index, digits[0] === current ? digits[1]! : digits[0]!);
      return;
    }
    // One digit, or a whole code from autofill into one box.
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (!value[index] && index > 0) {
          event.preventDefault();
          const next = [...value];
          next[index - 1] = '';
          onChange(next);
          focusBox(index - 1);
        }
        break;
      case 'ArrowLeft':
        if (index > 0) {
          event.preventDefault();
          focusBox(index - 1);
        }
        break;
      case 'ArrowRight':
        if (index < OTP_LENGTH - 1) {
          event.preventDefault();
          focusBox(index + 1);
        }
        break;
      case 'Enter':
        if (value.some((digit) => !digit)) {
          event.preventDefault();
          onIncomplete?.();
        }
        break;
      default:
        break;
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, OTP_LENGTH);
    if (!digits) return;
    fill(digits.length === OTP_LENGTH ? 0 : index, digits);
  };

  return (
    <div className="vx-otp-boxes" role="group" aria-labelledby={labelledBy}>
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="vx-otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          enterKeyHint={index === OTP_LENGTH - 1 ? 'done' : 'next'}
          aria-label={t('otp.digit', { position: index + 1, total: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digit}
          data-filled={digit ? '' : undefined}
          disabled={disabled}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
});
