/** Seed step: blog categories and posts, the about/privacy/terms pages and the about page's vision items. */
import { postSearchText } from '@shop/domain';
import * as s from '../../schema.js';
import { illustrationSvg } from '../art/index.js';
import { at, t0Date } from '../clock.js';
import { BLOG_CATEGORIES, PAGES, POSTS, VISION } from '../content/site.js';
import type { ImagePlanner } from '../images.js';
import { insertBatched, type Tx } from '../write.js';

export interface ContentPlan {
  posts: (typeof s.blogPosts.$inferInsert)[];
  pages: (typeof s.pages.$inferInsert)[];
  vision: (typeof s.aboutVisionItems.$inferInsert)[];
}

export function planContent(images: ImagePlanner): ContentPlan {
  const posts = POSTS.map((p, i) => ({
    id: i + 1,
    categoryId: p.category + 1,
    titleAr: p.titleAr,
    titleEn: p.titleEn,
    contentAr: p.contentAr,
    contentEn: p.contentEn,
    image: images.image(`blog/${p.key}`, 'blog', () => illustrationSvg(p.theme, p.accent)),
    isFeatured: p.featured,
    searchText: postSearchText(p),
    isPublished: true,
    createdAt: at(p.date),
    updatedAt: at(p.date),
  }));
  const pages = PAGES.map((p) => ({
    id: p.id,
    slug: p.slug,
    titleAr: p.titleAr,
    titleEn: p.titleEn,
    contentAr: p.contentAr,
    contentEn: p.contentEn,
    image: p.image ? images.image(`pages/${p.slug}`, 'blog', () => illustrationSvg(p.image!, '#1f2a44')) : '',
    updatedAt: t0Date(),
  }));
  const vision = VISION.map((v, i) => ({
    id: i + 1,
    image: images.image(`about/${v.theme}`, 'blog', () => illustrationSvg(v.theme, v.accent)),
    titleAr: v.titleAr,
    titleEn: v.titleEn,
    descriptionAr: v.descAr,
    descriptionEn: v.descEn,
    sortOrder: i,
  }));
  return { posts, pages, vision };
}

export async function writeContent(tx: Tx, plan: ContentPlan): Promise<void> {
  await insertBatched(
    tx,
    s.blogCategories,
    BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, nameAr: c.ar, nameEn: c.en, sortOrder: i })),
  );
  await insertBatched(tx, s.blogPosts, plan.posts);
  await insertBatched(tx, s.pages, plan.pages);
  await insertBatched(tx, s.aboutVisionItems, plan.vision);
}
