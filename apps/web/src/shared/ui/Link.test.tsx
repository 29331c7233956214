import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { isActivePath, Link, NavLink } from './Link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, ui: React.ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('Link', () => {
  it('writes the href with the router’s base and navigates in the app on a plain click', () => {
    renderAt('/en/cart', <Link to="/shop?page=2">Shop</Link>, '/en');
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/en/shop?page=2');
    fireEvent.click(link);
    expect(where()).toBe('/shop?page=2');
  });

  it('leaves a modified click, another target and a prevented click to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" onClick={(event) => event.preventDefault()}>
          C
        </Link>
      </>,
    );
    // jsdom cannot open pages: the browser's own handling is stopped once the app has had its turn.
    const noPageLoad = (event: Event) => event.preventDefault();
    document.addEventListener('click', noPageLoad);
    try {
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      fireEvent.click(screen.getByRole('link', { name: 'C' }));
    } finally {
      document.removeEventListener('click', noPageLoad);
    }
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the current page and, unless `end`, the pages below it', () => {
    renderAt(
      '/account/orders',
      <>
        <NavLink to="/account" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Dashboard
        </NavLink>
        <NavLink to="/account/orders" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Orders
        </NavLink>
        <NavLink to="/account">Account</NavLink>
      </>,
    );
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    const orders = screen.getByRole('link', { name: 'Orders' });
    expect(dashboard.className).toBe('off');
    expect(dashboard.getAttribute('aria-current')).toBeNull();
    expect(orders.className).toBe('on');
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('compares paths without case and by whole segments', () => {
    expect(isActivePath('/Blogs/3', '/blogs')).toBe(true);
    expect(isActivePath('/blogsx', '/blogs')).toBe(false);
    expect(isActivePath('/shop', '/')).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/about/', '/about/')).toBe(true);
    expect(isActivePath('/about/team', '/about/')).toBe(true);
    expect(isActivePath('/account/orders', '/account', true)).toBe(false);
  });
});
