import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, Suspense } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { markFirstPageHydrated } from './first-hydration';
import { partWhenNear, preloadServerParts } from './part-when-near';

// React's act() flushes hydration and effects only where the environment says it may.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Section({ onNext }: { onNext: () => void }) {
  return (
    <section>
      <h2>Best sellers</h2>
      <button type="button" onClick={onNext}>
        Next
      </button>
    </section>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('a part hydrated when near the screen', () => {
  it('is in the server’s HTML in full', async () => {
    const ServerSection = partWhenNear(async () => Section);
    await preloadServerParts();
    const html = renderToString(<ServerSection onNext={() => {}} />);
    expect(html).toContain('<h2>Best sellers</h2>');
    expect(html).toContain('<!--$-->');
  });

  it('keeps the server’s HTML until its code is here, then hydrates it and makes a click made meanwhile again', async () => {
    const ServerSection = partWhenNear(async () => Section);
    await preloadServerParts();
    const html = renderToString(<ServerSection onNext={() => {}} />);

    // The browser's copy of the part, whose code has not arrived yet.
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const BrowserSection = partWhenNear(() => code.then(() => Section));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverButton = container.querySelector('button')!;
    const onNext = vi.fn();
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <BrowserSection onNext={onNext} />, { onRecoverableError });
    });
    expect(container.querySelector('h2')?.textContent).toBe('Best sellers');

    // A click before the code arrives is held: no handler has run, the browser did nothing.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    serverButton.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNext).not.toHaveBeenCalled();

    await act(async () => {
      arrive();
      await code;
    });
    // Hydrated in place (the server's button kept) and the held click made once.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onRecoverableError).not.toHaveBeenCalled();

    // From now on clicks go straight to the part.
    await act(async () => serverButton.click());
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('mounted in the browser, suspends like a page until its code is here', async () => {
    markFirstPageHydrated();
    let arrive: () => void = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const NavigatedSection = partWhenNear(() => code.then(() => Section));
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Suspense fallback={<p>Loading the page</p>}>
          <NavigatedSection onNext={() => {}} />
        </Suspense>,
      );
    });
    // The page's own fallback (the router keeps the previous page instead during a navigation).
    expect(container.textContent).toBe('Loading the page');
    await act(async () => {
      arrive();
      await code;
    });
    expect(container.querySelector('h2')?.textContent).toBe('Best sellers');
  });
});
