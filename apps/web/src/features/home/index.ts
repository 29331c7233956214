/** Public entry of the home feature; the about page reuses the sponsors carousel and the home query. */
export { SponsorsSection } from './SponsorsCarousel';
export { useHome } from './useHome';
