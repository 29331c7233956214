/**
 * The shell's behaviour a shopper notices: the header hides 500 ms after scrolling down past 100 px
 * and comes back on any other scroll; the language toggle names the other language; the 404 page
 * offers the way back; dates are long month, day, year, with Latin digits in Arabic too.
 */
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { renderRoutes } from './support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/shared/i18n';
import { formatLongDate } from '../src/shared/lib/date';
import { useScrollHeader } from '../src/features/layout/useScrollHeader';
import { LanguageToggle } from '../src/features/layout/LanguageToggle';
import { FloatingButtons } from '../src/features/layout/FloatingButtons';
import NotFoundPage from '../src/features/errors/NotFoundPage';
import ForbiddenPage from '../src/features/errors/ForbiddenPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollHeader', () => {
  it('turns compact past 100 px, hides 500 ms after scrolling down and shows again on scrolling up', () => {
    vi.useFakeTimers();
    scrollTo(0);
    const { result } = renderHook(() => useScrollHeader());
    expect(result.current).toMatchObject({ compact: false, hidden: false });
    act(() => scrollTo(80));
    expect(result.current).toMatchObject({ compact: false, hidden: false });
    act(() => scrollTo(300));
    expect(result.current).toMatchObject({ compact: true, hidden: false });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.hidden).toBe(true);
    act(() => scrollTo(280));
    expect(result.current).toMatchObject({ compact: true, hidden: false });
    // Going down and back up before the delay never hides it.
    act(() => scrollTo(400));
    act(() => vi.advanceTimersByTime(300));
    act(() => scrollTo(390));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.hidden).toBe(false);
  });
});

function renderAt(element: React.ReactElement) {
  return renderRoutes([{ path: '*', element }], '/nowhere');
}

describe('floating cart and chat buttons', () => {
  const pageHeight = (height: number) =>
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });

  it("stay out of a page's first view until it scrolls, then slide away on phones while it scrolls down", () => {
    vi.useFakeTimers();
    scrollTo(0);
    pageHeight(3000);
    renderAt(<FloatingButtons />);
    const cart = screen.getByTestId('floating-cart');
    // At every width (they covered the checkout's VAT on a desktop, tier prices on a phone), unless
    // the keyboard brings them.
    expect(cart.dataset.away).toBe('true');
    expect(cart.className).toContain(' not-focus-visible:translate-y-28');
    act(() => scrollTo(300));
    expect(cart.dataset.away).toBe('false');
    act(() => vi.advanceTimersByTime(500));
    expect(cart.dataset.away).toBe('true');
    // Past the first view, only below the phone breakpoint.
    expect(cart.className).toContain('max-sm:not-focus-visible:translate-y-28');
    act(() => scrollTo(250));
    expect(cart.dataset.away).toBe('false');
    expect(cart.className).not.toContain('translate-y-28');
  });

  it('show at once on a page too short to scroll', () => {
    scrollTo(0);
    pageHeight(500);
    renderAt(<FloatingButtons />);
    expect(screen.getByTestId('floating-cart').dataset.away).toBe('false');
  });
});

describe('error pages and language toggle (Arabic by default)', () => {
  it('shows the 404 page with links home and to the shop', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('عذرًا! الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'تصفّح المنتجات' }).getAttribute('href')).toBe('/shop');
  });

  it('shows the forbidden page titled Error', () => {
    renderAt(<ForbiddenPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('خطأ');
  });

  it('names the other language on the toggle', () => {
    render(<LanguageToggle />);
    const toggle = screen.getByTestId('language-toggle');
    // The visible name starts the accessible name (WCAG 2.5.3); the purpose follows for screen readers.
    expect(screen.getByText('English').getAttribute('lang')).toBe('en');
    expect(toggle.textContent).toBe('Englishالتبديل إلى اللغة الإنجليزية');
    expect(screen.getByRole('button', { name: /^English/ })).toBe(toggle);
  });
});

describe('dates', () => {
  it('writes long dates: en-US in English, Arabic month names with Latin digits in Arabic', () => {
    const date = '2025-03-04T10:00:00Z';
    expect(formatLongDate(date, 'en')).toBe('March 4, 2025');
    const ar = formatLongDate(date, 'ar');
    expect(ar).toContain('مارس');
    expect(ar).toMatch(/4/);
    expect(ar).toMatch(/2025/);
    expect(ar).not.toMatch(/[٠-٩]/);
  });
});
