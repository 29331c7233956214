/** How near the viewport counts as near: about half a phone screen ahead of the scroll. */
const NEAR_MARGIN = '400px';

/**
 * Calls `onNear` once `element` is within 400 px of the viewport (at once where the browser has no
 * IntersectionObserver); answers the function that stops watching.
 */
export function observeNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
