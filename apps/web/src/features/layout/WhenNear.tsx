import { useEffect, useRef, useState } from 'react';
import { observeNear } from '../../shared/lib/observe-near';

/** Resolves once the page has loaded and the browser is idle (or after `timeout` ms at the latest). */
function onIdleAfterLoad(callback: () => void, timeout = 3000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(callback, { timeout });
    else timer = setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Renders its children once the element is within 400 px of the viewport, or (with `idle`) once the
 * page is idle after loading, whichever comes first; `fallback` until then, and always on the
 * server (the browser hydrates the fallback, then loads what it deferred).
 */
export function WhenNear({
  children,
  fallback,
  idle = false,
}: {
  children: React.ReactNode;
  fallback: React.ReactNode;
  idle?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    const stopWatching = observeNear(ref.current, () => setNear(true));
    const cancelIdle = idle ? onIdleAfterLoad(() => setNear(true)) : undefined;
    return () => {
      stopWatching();
      cancelIdle?.();
    };
  }, [near, idle]);
  return <div ref={ref}>{near ? children : fallback}</div>;
}
