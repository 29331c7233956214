import { deferred } from './deferred';

/** The home page's Swiper carousels (hero, categories, product sections), loaded when idle. */
export const homeSwipers = deferred(() => import('./HomeSwipers'));
