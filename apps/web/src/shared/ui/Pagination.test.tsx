import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18n from '../i18n';
import { Pagination, pageWindow } from './Pagination';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const prev = () => screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;

describe('Pagination', () => {
  it('is hidden with one page or no items', () => {
    const { container, rerender } = render(
      <Pagination page={1} lastPage={1} total={5} onPageChange={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} lastPage={3} total={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
    rerender(<Pagination page={1} lastPage={0} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });

  it('disables previous on page 1 and next on the last page', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} lastPage={3} total={30} onPageChange={onPageChange} />);
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    rerender(<Pagination page={3} lastPage={3} total={30} onPageChange={onPageChange} />);
    expect(prev().disabled).toBe(false);
    expect(next().disabled).toBe(true);
    rerender(<Pagination page={2} lastPage={3} total={30} onPageChange={onPageChange} />);
    expect(prev().disabled).toBe(false);
    expect(next().disabled).toBe(false);
  });

  it('changes page only between 1 and the last page', () => {
    function Harness() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} lastPage={2} total={20} onPageChange={setPage} />;
    }
    render(<Harness />);
    fireEvent.click(prev());
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(next());
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(next());
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the first, last and neighbouring pages with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
