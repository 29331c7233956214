import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18n from '../../../shared/i18n';
import { RatingFilter } from './Sidebar';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('RatingFilter', () => {
  it('selects a level and clears it when the selected level is clicked again', () => {
    const seen: (number | undefined)[] = [];
    function Harness() {
      const [value, setValue] = useState<number | undefined>(undefined);
      return (
        <RatingFilter
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Harness />);
    const four = () => screen.getByTestId('rating-filter-4');
    fireEvent.click(four());
    expect(four().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('rating-filter-2'));
    expect(four().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('rating-filter-2').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('rating-filter-2'));
    expect(screen.getByTestId('rating-filter-2').getAttribute('aria-pressed')).toBe('false');
    expect(seen).toEqual([4, 2, undefined]);
  });
});
