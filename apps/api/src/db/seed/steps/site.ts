/** Seed step: the settings row (shop identity, contact, tax and bank details), hero slides and sponsors. */
import * as s from '../../schema.js';
import { logoSvg, slideSvg, sponsorSvg } from '../art/index.js';
import { t0Date } from '../clock.js';
import { SHOP, SLIDES, SPONSORS } from '../content/site.js';
import type { ImagePlanner } from '../images.js';
import { insertBatched, type Tx } from '../write.js';

export interface SitePlan {
  settings: typeof s.settings.$inferInsert;
  slides: (typeof s.introSlides.$inferInsert)[];
  sponsors: (typeof s.sponsors.$inferInsert)[];
}

export function planSite(images: ImagePlanner): SitePlan {
  const logo = images.image('brand/logo', 'sponsor', () =>
    logoSvg({ nameAr: SHOP.nameAr, nameEn: 'Zay Al-Mihna', color: '#1f2a44', accent: '#b08d57' }),
  );
  const { nameAr, nameEn, ...rest } = SHOP;
  const settings = {
    id: 1,
    appNameAr: nameAr,
    appNameEn: nameEn,
    logo,
    ...rest,
    taxBasisPoints: 1500,
    updatedAt: t0Date(),
  };
  const slides = SLIDES.map((sl, i) => ({
    id: i + 1,
    image: images.image(`slides/${sl.key}`, 'slide', () =>
      slideSvg({ from: sl.from, to: sl.to, garments: sl.garments }),
    ),
    titleAr: sl.titleAr,
    titleEn: sl.titleEn,
    descriptionAr: sl.descAr,
    descriptionEn: sl.descEn,
    sortOrder: i,
    isActive: true,
  }));
  const sponsors = SPONSORS.map((sp, i) => ({
    id: i + 1,
    nameAr: sp.nameAr,
    nameEn: sp.nameEn,
    image: images.image(`sponsors/${sp.key}`, 'sponsor', () =>
      sponsorSvg({ name: sp.nameEn, tagline: sp.tagline, color: sp.color, mark: i }),
    ),
    url: '',
    sortOrder: i,
  }));
  return { settings, slides, sponsors };
}

export async function writeSite(tx: Tx, plan: SitePlan): Promise<void> {
  await tx.insert(s.settings).values(plan.settings);
  await insertBatched(tx, s.introSlides, plan.slides);
  await insertBatched(tx, s.sponsors, plan.sponsors);
}
