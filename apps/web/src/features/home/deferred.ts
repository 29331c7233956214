/**
 * Progressive enhancement for the carousels (small initial JavaScript, no layout shift).
 * Each carousel first renders light static markup of the same size (the server renders it too), and
 * the static strips scroll by hand; Swiper (its modules and CSS) is fetched with a dynamic import on
 * the shopper's first interaction with the page (moving the pointer, touching, scrolling, a key),
 * and the real carousel then takes the static one's place. Not on idle: the upgrade is the page's
 * longest task, and a shopper who does nothing does not need the autoplay yet.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../shared/lib/useHydrated';
import { loadOnce, type LoadOnce } from '../../shared/lib/load-once';

const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;
const LISTEN = { capture: true, passive: true } as const;

let gate: Promise<void> | undefined;
let openGate: (() => void) | undefined;

/** Resolves when the carousels may load: on the first interaction. */
export function carouselsWanted(): Promise<void> {
  if (gate) return gate;
  trackPresses();
  gate = new Promise<void>((resolve) => {
    // An interaction made while the app was still loading, seen by the boot script.
    if (window.shopInteracted) {
      resolve();
      return;
    }
    let done = false;
    const open = () => {
      if (done) return;
      done = true;
      for (const type of INTERACTIONS) window.removeEventListener(type, open, LISTEN);
      resolve();
    };
    openGate = open;
    for (const type of INTERACTIONS) window.addEventListener(type, open, LISTEN);
  });
  return gate;
}

/** Loads the carousels now (e.g. the pointer or focus reached one before the page was idle). */
export function wantCarouselsNow(): void {
  void carouselsWanted();
  openGate?.();
}

/** Whether a pointer (a mouse button, a finger) is down now, and who waits for it to lift. */
let pressed = false;
const whenLifted: (() => void)[] = [];
let trackingPresses = false;

/** The longest a swap waits for a press to end: a release nobody reports must not hold it for good. */
const PRESS_WAIT_MS = 1500;

function trackPresses(): void {
  if (trackingPresses || typeof window === 'undefined') return;
  trackingPresses = true;
  window.addEventListener('pointerdown', () => (pressed = true), LISTEN);
  const lift = () => {
    pressed = false;
    // After the click the lifting makes (it comes right after pointerup, in the same task).
    setTimeout(() => {
      if (pressed) return;
      for (const resume of whenLifted.splice(0)) resume();
    }, 0);
  };
  window.addEventListener('pointerup', lift, LISTEN);
  window.addEventListener('pointercancel', lift, LISTEN);
  // Releases that bring no pointerup: a context menu's, a drag's, the window losing focus.
  for (const type of ['contextmenu', 'dragstart', 'blur'] as const)
    window.addEventListener(type, lift, LISTEN);
  window.addEventListener('pointermove', (event) => pressed && event.buttons === 0 && lift(), LISTEN);
}

/**
 * Resolves once no pointer is down (or after PRESS_WAIT_MS). Swapping a carousel's markup between a
 * press and its release would take the link being pressed out of the page, and the click would
 * land nowhere: the first press is also what loads Swiper, so on a slow phone it can arrive in
 * between.
 */
function notPressed(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => {
    whenLifted.push(resolve);
    setTimeout(resolve, PRESS_WAIT_MS);
  });
}

/** A dynamic import that waits for {@link carouselsWanted}; after a failed load the carousel stays static. */
export type Deferred<T> = LoadOnce<T>;

export function deferred<T>(importer: () => Promise<T>): Deferred<T> {
  return loadOnce(() => carouselsWanted().then(importer));
}

export interface Upgrade<T> {
  /** The loaded module, or undefined while the static markup shows. */
  module: T | undefined;
  /** Index of the slide the static strip was scrolled to when the swap happened. */
  startIndex: number;
}

/**
 * Swaps a static carousel for the real one once `source` has loaded. `scope` wraps both versions:
 * the slide the static strip is scrolled to becomes Swiper's initial slide, and if focus was inside
 * a slide it moves to the same control in the real carousel, so the swap is invisible.
 */
export function useUpgrade<T>(source: Deferred<T>, scope: RefObject<HTMLElement | null>): Upgrade<T> {
  // A carousel hydrating the server's static markup starts static even when Swiper is already
  // here (a section hydrated after the shopper scrolled to it), and upgrades right after.
  const hydrated = useHydrated();
  const [state, setState] = useState<Upgrade<T>>(() => ({
    module: hydrated ? source.peek() : undefined,
    startIndex: 0,
  }));
  const refocus = useRef<{ slide: string; control: number } | null>(null);
  const loaded = state.module !== undefined;

  useEffect(() => {
    if (loaded) return;
    let live = true;
    source.load().then(
      async (module) => {
        await notPressed();
        if (!live) return;
        const root = scope.current;
        refocus.current = root ? focusedControl(root) : null;
        setState({ module, startIndex: root ? scrolledSlide(root) : 0 });
      },
      () => undefined, // stays static: the strip still scrolls and every link still works
    );
    return () => {
      live = false;
    };
  }, [loaded, source, scope]);

  useEffect(() => {
    const target = refocus.current;
    const root = scope.current;
    if (!loaded || !target || !root) return;
    refocus.current = null;
    const slide = [...root.querySelectorAll<HTMLElement>('[data-slide]')].find(
      (el) => el.dataset.slide === target.slide,
    );
    if (slide) focusables(slide)[target.control]?.focus({ preventScroll: true });
  }, [loaded, scope]);

  return state;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

function focusedControl(root: HTMLElement): { slide: string; control: number } | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return null;
  const slide = active.closest<HTMLElement>('[data-slide]');
  if (!slide?.dataset.slide) return null;
  return { slide: slide.dataset.slide, control: Math.max(0, focusables(slide).indexOf(active)) };
}

/** Which slide starts the static strip's view (RTL scroll offsets are negative, hence abs). */
function scrolledSlide(root: HTMLElement): number {
  const strip = root.querySelector<HTMLElement>('[data-strip]');
  const [first, second] = strip ? [...strip.children] : [];
  if (!strip || !first || !second) return 0;
  // Set by a previous or next button whose smooth scroll may still be running.
  if (strip.dataset.target) return Number(strip.dataset.target);
  const pitch = Math.abs(second.getBoundingClientRect().left - first.getBoundingClientRect().left);
  return pitch > 0 ? Math.round(Math.abs(strip.scrollLeft) / pitch) : 0;
}
