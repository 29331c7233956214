import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SponsorTile } from './SponsorsCarousel';

afterEach(cleanup);

describe('a sponsor on the home page', () => {
  it("saved without a logo shows the sponsor's name", () => {
    const { container, getByText } = render(
      <SponsorTile sponsor={{ id: 1, name: 'Riyadh Textiles', image: '', url: '' } as never} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(getByText('Riyadh Textiles')).toBeTruthy();
  });
});
