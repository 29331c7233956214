/**
 * Four one-digit boxes for the reset code. Typing a digit moves to the next box, Backspace in an
 * empty box moves back, a pasted (or autofilled) code fills the boxes from the one it lands in, and
 * Arabic-Indic digits are read as digits. The value is four characters, a space for an empty box,
 * so the form's schema sees a gap as an incomplete code.
 */
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { toLatinDigits } from '@shop/domain';

export const OTP_LENGTH = 4;

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Id of the element naming the group (its visible label). */
  labelledBy: string;
  /** Id of the error text, when there is one. */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Each box's name ("Digit 1 of 4"), in the words of the page that shows the boxes. */
  digitLabel: (n: number) => string;
}

const digitsOf = (text: string) => toLatinDigits(text).replace(/\D/g, '');

function boxesOf(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => {
    const char = value[i] ?? '';
    return /\d/.test(char) ? char : '';
  });
}

export function OtpInput({
  value,
  onChange,
  onBlur,
  labelledBy,
  errorId,
  invalid,
  disabled,
  digitLabel,
}: Props) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = boxesOf(value);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  const emit = (next: string[]) => onChange(next.map((d) => d || ' ').join(''));

  /** Writes `digits` into the boxes from `start` on; focus goes to the box after the last one. */
  const fill = (start: number, digits: string) => {
    const next = [...boxes];
    const chars = digits.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    emit(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    let digits = digitsOf(raw);
    // Typing after a digit already in the box (caret at its end): the new digit replaces it.
    if (digits.length === 2 && boxes[index] && digits[0] === boxes[index]) digits = digits.slice(1);
    if (digits.length === 0) {
      const next = [...boxes];
      next[index] = '';
      emit(next);
      return;
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    event.preventDefault();
    if (!digits) return;
    // A whole code fills every box wherever it is pasted.
    fill(digits.length >= OTP_LENGTH ? 0 : index, digits);
  };

  return (
    // Codes read left to right in both languages.
    <div role="group" aria-labelledby={labelledBy} dir="ltr" className="flex justify-center gap-3">
      {boxes.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={errorId}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          onBlur={onBlur}
          data-testid={`otp-${index}`}
          className="field size-14 text-center text-2xl font-bold sm:size-16"
        />
      ))}
    </div>
  );
}
