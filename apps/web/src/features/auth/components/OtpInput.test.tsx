import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18n from '../../../shared/i18n';
import { OtpInput } from './OtpInput';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <p id="code-label">Code</p>
      <OtpInput
        value={value}
        onChange={setValue}
        labelledBy="code-label"
        digitLabel={(n) => `Digit ${n} of 4`}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const box = (i: number) => screen.getByTestId(`otp-${i}`) as HTMLInputElement;
const value = () => JSON.parse(screen.getByTestId('value').textContent!) as string;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('reset code boxes', () => {
  it('are four labelled one-digit boxes for a numeric one-time code', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Code' });
    const inputs = group.querySelectorAll('input');
    expect(inputs).toHaveLength(4);
    expect(box(0).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('autocomplete')).toBe('off');
    for (const input of inputs) expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 4' })).toBe(box(2));
  });

  it('moves focus forward as digits are typed, and ignores anything else', () => {
    render(<Harness />);
    box(0).focus();
    fireEvent.change(box(0), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '7' } });
    expect(document.activeElement).toBe(box(2));
    expect(value()).toBe('47  ');
  });

  it('reads Arabic-Indic digits as digits', () => {
    render(<Harness />);
    fireEvent.change(box(0), { target: { value: '٣' } });
    fireEvent.change(box(1), { target: { value: '۵' } });
    expect(box(0).value).toBe('3');
    expect(box(1).value).toBe('5');
    expect(value()).toBe('35  ');
  });

  it('moves back on Backspace in an empty box, and stays on Backspace in a filled one', () => {
    render(<Harness initial="12" />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    // A filled box: Backspace deletes its digit (the browser's own behaviour), focus stays.
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.change(box(1), { target: { value: '' } });
    expect(value()).toBe('1   ');
    fireEvent.keyDown(box(1), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(0));
    // The first box has nowhere to go back to.
    fireEvent.keyDown(box(0), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(0));
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.paste(box(2), { clipboardData: { getData: () => ' ٤٢-91 ' } });
    expect([0, 1, 2, 3].map((i) => box(i).value)).toEqual(['4', '2', '9', '1']);
    expect(value()).toBe('4291');
    expect(document.activeElement).toBe(box(3));
  });

  it('fills from the box it lands in when a partial code is pasted or autofilled', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '58' } });
    expect(value()).toBe(' 58 ');
    expect(document.activeElement).toBe(box(3));
    // Autofill of the whole code into the first box arrives as one change.
    fireEvent.change(box(0), { target: { value: '1234' } });
    expect(value()).toBe('1234');
  });
});
