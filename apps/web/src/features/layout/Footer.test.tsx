/** The footer's social links: one per network the shop set in its settings, Instagram included. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeApi } from '../../../test/fake-api';
import { settingsFixture } from '../../../test/support/fixtures';
import { renderRoutes } from '../../../test/support/render';
import Footer from './Footer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('footer', () => {
  it('links the networks the shop has, Instagram among them, and no other', async () => {
    const networks = {
      instagram: 'https://instagram.com/uniform.shop',
      facebook: 'https://facebook.com/shop',
    };
    fakeApi({ settings: () => ({ message: '', data: settingsFixture(networks) }) });
    renderRoutes([{ path: '*', element: <Footer /> }], '/');
    const instagram = await screen.findByRole('link', { name: 'إنستغرام' });
    expect(instagram.getAttribute('href')).toBe(networks.instagram);
    expect(screen.getByRole('link', { name: 'فيسبوك' }).getAttribute('href')).toBe(networks.facebook);
    expect(screen.queryByRole('link', { name: 'إكس (تويتر)' })).toBeNull();
  });
});
