import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

afterEach(cleanup);

describe('an image of a record', () => {
  it('is drawn with its sizes and smaller files', () => {
    const { container } = render(
      <ResponsiveImage
        src="/media/slides/hero-640.webp"
        alt=""
        width={1920}
        height={1080}
        widths={[320, 640]}
      />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/slides/hero-640.webp');
    expect(image.getAttribute('srcset')).toContain('320w');
    expect(image.getAttribute('width')).toBe('1920');
  });

  it('is not drawn for a record saved without one, rather than as an image with no file', () => {
    const { container } = render(<ResponsiveImage src="" alt="" width={1920} height={1080} />);
    expect(container.querySelector('img')).toBeNull();
  });
});
