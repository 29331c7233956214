/**
 * Past 100 px the header turns compact; scrolling down past 100 px hides it after
 * 500 ms, and any other scroll (up, or above the threshold) brings it back at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export const SCROLL_THRESHOLD = 100;
export const HIDE_DELAY_MS = 500;

export function useScrollHeader(threshold = SCROLL_THRESHOLD, hideDelay = HIDE_DELAY_MS) {
  const [compact, setCompact] = useState(false);
  const [hidden, setHidden] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const cancelHide = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const reveal = useCallback(() => {
    cancelHide();
    setHidden(false);
  }, [cancelHide]);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setCompact(y > threshold);
      const downPastThreshold = y > last && y > threshold;
      if (downPastThreshold) {
        if (timer.current === undefined) {
          timer.current = window.setTimeout(() => {
            timer.current = undefined;
            setHidden(true);
          }, hideDelay);
        }
      } else {
        cancelHide();
        setHidden(false);
      }
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelHide();
    };
  }, [threshold, hideDelay, cancelHide]);

  return { compact, hidden, reveal };
}
