/**
 * The demo shop's artwork, drawn as SVG: garment silhouettes per colour, category tiles, hero
 * slides, sponsor marks, illustrations and the logo. Only the seed uses it, and the seed loads it
 * on demand, so a server whose database already holds a shop never loads this code.
 */
export {
  garmentSvg,
  placedGarment,
  GARMENT_KINDS,
  type GarmentKind,
  type GarmentStyle,
  type GarmentView,
} from './garments.js';
export {
  categoryTileSvg,
  slideSvg,
  sponsorSvg,
  illustrationSvg,
  logoSvg,
  type GarmentRef,
  type IllustrationTheme,
} from './art.js';
