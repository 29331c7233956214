/**
 * Parts of a server-rendered page whose code loads, and which hydrate, only once they come near the
 * screen (the home page's product sections and sponsors below the first screen).
 *
 * The server renders the part at once: `preloadServerParts()` loads every part before rendering,
 * so nothing suspends and the HTML holds it in full. In the browser the part sits in its own
 * Suspense boundary and waits for a promise that resolves once its box is within 400 px of the
 * viewport and its code and texts have loaded: until then React leaves the server's HTML in place
 * (links work, nothing is hydrated, no JavaScript of it is fetched), then hydrates it. The page's
 * first script and its hydration shrink by what the part needs. A part reached by navigating in the
 * app suspends like a page until its code is there.
 */
import { memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadTexts, type TextPack } from '../i18n';
import { isFirstPageHydrated } from './first-hydration';
import { loadOnce } from './load-once';
import { PageCodeUnavailable } from './new-build';
import { observeNear } from './observe-near';

const serverParts = new Set<() => Promise<unknown>>();

/** Loads every part of the pages loaded so far; the server awaits it before rendering. */
export function preloadServerParts(): Promise<unknown> {
  return Promise.all([...serverParts].map((preload) => preload()));
}

interface Gate {
  ready: Promise<unknown>;
  open: () => void;
}

/**
 * A component that renders the component `load` answers with the same props, hydrated when near the
 * screen. `texts` are the text packs it needs beyond its page's. Memoised: a page that renders
 * again with the same props leaves a part still waiting alone (an update would make React give up
 * its server HTML).
 */
export function partWhenNear<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: readonly TextPack[] = [],
): ComponentType<P> {
  const code = loadOnce(() =>
    Promise.all([load(), loadTexts(texts)]).then(
      ([component]) => component,
      (cause: unknown) => {
        throw new PageCodeUnavailable(cause);
      },
    ),
  );
  const preload = code.load;
  serverParts.add(preload);

  function Loaded({
    ready,
    props,
    onHydrated,
  }: {
    ready: Promise<unknown> | null;
    props: P;
    onHydrated: () => void;
  }) {
    if (!code.peek() && ready) use(ready);
    // Runs once the part (and everything in it) has hydrated.
    useEffect(onHydrated, [onHydrated]);
    const Part = code.peek()!;
    return <Part {...props} />;
  }

  function PartWhenNear(props: P) {
    const box = useRef<HTMLDivElement>(null);
    // Decided when the part mounts: rendered by the server, or hydrating its HTML, the part has its
    // own Suspense boundary (the same markup on both sides) and waits to be near; mounted in the
    // browser (the shopper navigated here), it suspends like a page, so the router keeps the
    // previous page until the part's code is here, and nothing pops in under the first screen.
    const [fromServer] = useState(() => !isFirstPageHydrated());
    // Kept by this (hydrated) component: the suspended part below must see the same promise on
    // every attempt.
    const [gate] = useState<Gate | null>(() => {
      if (!fromServer || code.peek()) return null;
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { ready: opened.then(preload), open };
    });
    const hydrated = useRef(gate === null);
    const heldClick = useRef<HTMLElement | null>(null);
    const onHydrated = useCallback(() => {
      hydrated.current = true;
      const target = heldClick.current;
      heldClick.current = null;
      if (target?.isConnected) target.click();
    }, []);
    useEffect(() => {
      const element = box.current;
      if (!gate || !element) return;
      // React drops a click on HTML it has not hydrated (and leaves a link to the browser, which
      // loads the whole page). The click waits instead and is made again once the part has
      // hydrated. Caught on the window, before React's listeners on the document see it.
      const holdClick = (event: MouseEvent) => {
        if (hydrated.current || !(event.target instanceof Node) || !element.contains(event.target)) return;
        event.preventDefault();
        event.stopPropagation();
        // The element to click again: an icon's <svg> has no click(), its button does.
        let target = event.target instanceof Element ? event.target : null;
        while (target && !(target instanceof HTMLElement)) target = target.parentElement;
        heldClick.current = target as HTMLElement | null;
        gate.open();
      };
      window.addEventListener('click', holdClick, true);
      // A pointer or focus that reaches the part first loads it at once. Native listeners: React
      // holds back its own events from HTML it has not hydrated yet.
      element.addEventListener('pointerover', gate.open);
      element.addEventListener('focusin', gate.open);
      const stopWatching = observeNear(element, gate.open);
      return () => {
        stopWatching();
        window.removeEventListener('click', holdClick, true);
        element.removeEventListener('pointerover', gate.open);
        element.removeEventListener('focusin', gate.open);
      };
    }, [gate]);
    const part = (
      <Loaded
        ready={gate ? gate.ready : code.peek() ? null : preload()}
        props={props}
        onHydrated={onHydrated}
      />
    );
    return <div ref={box}>{fromServer ? <Suspense fallback={null}>{part}</Suspense> : part}</div>;
  }
  return memo(PartWhenNear) as unknown as ComponentType<P>;
}
