/**
 * The carousels' autoplay: a slide every 3000 ms, going on after a swipe, paused while hovered. None
 * for a shopper whose system asks for reduced motion: content that starts moving by itself is what
 * that setting turns off, and the carousels still move by swipe, arrow key and pagination. Read when
 * a carousel mounts; the Swipers mount only in the browser, on the first interaction.
 */
const AUTOPLAY = { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true } as const;

export function carouselAutoplay(): typeof AUTOPLAY | false {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? false : AUTOPLAY;
}
