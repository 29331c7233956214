import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';

// deferred.ts keeps one gate per page load, so each test imports a fresh copy.
async function fresh() {
  vi.resetModules();
  return import('./deferred');
}

describe('carousel deferral', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first interaction before importing, and imports once', async () => {
    const { deferred } = await fresh();
    const importer = vi.fn(async () => ({ name: 'swiper' }));
    const source = deferred(importer);
    const loaded = source.load();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(importer).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    await expect(loaded).resolves.toEqual({ name: 'swiper' });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(source.peek()).toEqual({ name: 'swiper' });
    await source.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('loads at once on the first interaction', async () => {
    const { deferred } = await fresh();
    const importer = vi.fn(async () => 'module');
    const loaded = deferred(importer).load();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await expect(loaded).resolves.toBe('module');
  });

  it('loads at once when the boot script saw an interaction before the app had loaded', async () => {
    const { deferred } = await fresh();
    window.shopInteracted = true;
    try {
      const importer = vi.fn(async () => 'module');
      await expect(deferred(importer).load()).resolves.toBe('module');
    } finally {
      delete window.shopInteracted;
    }
  });

  it('swaps the static markup for the loaded one and keeps focus on the same control', async () => {
    const { deferred, useUpgrade } = await fresh();
    const source = deferred(async () => ({ label: 'real' }));
    function Carousel() {
      const scope = useRef<HTMLElement>(null);
      const { module, startIndex } = useUpgrade(source, scope);
      return (
        <section ref={scope}>
          <div data-strip={module ? undefined : ''}>
            {['a', 'b'].map((name, index) => (
              <div key={name} data-slide={index}>
                <a href={`#${name}`}>
                  {module ? `${module.label} ${name} from ${startIndex}` : `static ${name}`}
                </a>
              </div>
            ))}
          </div>
        </section>
      );
    }
    render(<Carousel />);
    screen.getByText('static b').focus();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(screen.getByText('real b from 0')).toBe(document.activeElement);
  });

  it('waits for a pressed pointer to lift before swapping, so the press still clicks the static link', async () => {
    const { deferred, useUpgrade } = await fresh();
    let arrive: (module: { label: string }) => void = () => {};
    const source = deferred(() => new Promise<{ label: string }>((resolve) => (arrive = resolve)));
    function Carousel() {
      const scope = useRef<HTMLElement>(null);
      const { module } = useUpgrade(source, scope);
      return <section ref={scope}>{module ? `${module.label} carousel` : 'static carousel'}</section>;
    }
    render(<Carousel />);
    // The press opens the gate; Swiper arrives while the pointer is still down.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(0);
      arrive({ label: 'real' });
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('static carousel')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('pointerup'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('real carousel')).toBeTruthy();
  });

  it('swaps after a while when the press ends without a pointerup (a context menu took it)', async () => {
    const { deferred, useUpgrade } = await fresh();
    const source = deferred(async () => ({ label: 'real' }));
    function Carousel() {
      const scope = useRef<HTMLElement>(null);
      const { module } = useUpgrade(source, scope);
      return <section ref={scope}>{module ? `${module.label} carousel` : 'static carousel'}</section>;
    }
    const { container } = render(<Carousel />);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(container.textContent).toBe('static carousel');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(container.textContent).toBe('real carousel');
  });
});
