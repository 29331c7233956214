/**
 * Small, known rows added next to the demo seed so tests can assert exact answers (descendant
 * filters, search spellings, flags, ratings, masking) without depending on the seed's content.
 * Every fixture name carries the marker "Zeta" / "زيتا", which no seeded row uses.
 */
import { eq } from 'drizzle-orm';
import { postSearchText, productSearchText, ratingSummary } from '@shop/domain';
import { hashPassword } from '../../src/auth/password.js';
import type { Database } from '../../src/db/client.js';
import * as t from '../../src/db/schema.js';

export interface Fixtures {
  rootCategoryId: number;
  childCategoryId: number;
  grandchildCategoryId: number;
  otherCategoryId: number;
  hiddenCategoryId: number;
  /** In the grandchild category; men; Arabic name with hamza-alef and ta marbuta; rated 5. */
  suitId: number;
  /** In the root category; women; rated 4 (visible) — a hidden 1-star review does not count. */
  abayaId: number;
  /** In the other category; child; rated 2. */
  kidsId: number;
  inactiveProductId: number;
  pageId: number;
  blogCategoryId: number;
  blogId: number;
  countryId: number;
  cityId: number;
  areaId: number;
}

const MARK_SORT = 100_000;

/** One real hash for every fixture customer: hashing costs a few hundred milliseconds by design. */
let fixtureHash: Promise<string> | undefined;
const fixturePasswordHash = () => (fixtureHash ??= hashPassword('zeta-password'));

export async function insertFixtures(database: Database): Promise<Fixtures> {
  const db = database.db;
  const [root] = await db
    .insert(t.categories)
    .values({
      nameAr: 'زيتا ملابس العمل',
      nameEn: 'Zeta Workwear',
      descAr: 'وصف',
      descEn: 'Description',
      image: '/media/cat-zeta-640.webp',
      sortOrder: MARK_SORT,
    })
    .returning();
  const [child] = await db
    .insert(t.categories)
    .values({ parentId: root!.id, nameAr: 'زيتا مكاتب', nameEn: 'Zeta Offices', sortOrder: 1 })
    .returning();
  const [grandchild] = await db
    .insert(t.categories)
    .values({ parentId: child!.id, nameAr: 'زيتا بدل', nameEn: 'Zeta Suits', sortOrder: 1 })
    .returning();
  const [other] = await db
    .insert(t.categories)
    .values({ nameAr: 'زيتا أطفال', nameEn: 'Zeta Kids', sortOrder: MARK_SORT + 1 })
    .returning();
  const [hidden] = await db
    .insert(t.categories)
    .values({ parentId: root!.id, nameAr: 'زيتا مخفي', nameEn: 'Zeta Hidden', isActive: false, sortOrder: 2 })
    .returning();

  const [navy] = await db
    .insert(t.colors)
    .values({ nameAr: 'زيتا كحلي', nameEn: 'Zeta Navy', code: '#1f2a44' })
    .returning();
  const [white] = await db
    .insert(t.colors)
    .values({ nameAr: 'زيتا أبيض', nameEn: 'Zeta White', code: '#ffffff' })
    .returning();

  const product = async (values: {
    categoryId: number;
    nameAr: string;
    nameEn: string;
    isMen?: boolean;
    isWomen?: boolean;
    isChild?: boolean;
    isActive?: boolean;
    sortOrder: number;
  }) => {
    const descriptionAr = `<p>${values.nameAr} وصف</p>`;
    const descriptionEn = `<p>${values.nameEn} description</p>`;
    const [row] = await db
      .insert(t.products)
      .values({
        ...values,
        descriptionAr,
        descriptionEn,
        image: `/media/zeta-${values.sortOrder}-640.webp`,
        hoverImage: `/media/zeta-${values.sortOrder}-hover-640.webp`,
        searchText: productSearchText({
          nameAr: values.nameAr,
          nameEn: values.nameEn,
          descriptionAr,
          descriptionEn,
        }),
      })
      .returning();
    const id = row!.id;
    await db.insert(t.productColors).values([
      {
        productId: id,
        colorId: navy!.id,
        colorCode: navy!.code,
        image: `/media/zeta-${id}-navy-640.webp`,
        sortOrder: 1,
      },
      {
        productId: id,
        colorId: white!.id,
        colorCode: white!.code,
        image: `/media/zeta-${id}-white-640.webp`,
        sortOrder: 2,
      },
    ]);
    await db.insert(t.productSizes).values([
      { productId: id, name: 's', sortOrder: 1 },
      { productId: id, name: 'm', sortOrder: 2 },
      { productId: id, name: 'l', sortOrder: 3 },
    ]);
    // Inserted out of order on purpose: the answer must sort pieces by `from`.
    await db.insert(t.priceTiers).values([
      { productId: id, fromQty: 50, toQty: 99, priceHalalas: 8_950 },
      { productId: id, fromQty: 10, toQty: 49, priceHalalas: 9_999 },
      { productId: id, fromQty: 100, toQty: 1000, priceHalalas: 7_505 },
    ]);
    await db.insert(t.productPhotos).values([
      { productId: id, image: `/media/zeta-${id}-photo-1-640.webp`, sortOrder: 1 },
      { productId: id, image: `/media/zeta-${id}-photo-2-640.webp`, sortOrder: 2 },
    ]);
    return id;
  };

  const suitId = await product({
    categoryId: grandchild!.id,
    nameAr: 'زيتا بدلة إدارية',
    nameEn: 'Zeta Executive Suit',
    isMen: true,
    sortOrder: MARK_SORT,
  });
  const abayaId = await product({
    categoryId: root!.id,
    nameAr: 'زيتا عباءة عملية',
    nameEn: 'Zeta Practical Abaya',
    isWomen: true,
    sortOrder: MARK_SORT + 1,
  });
  const kidsId = await product({
    categoryId: other!.id,
    nameAr: 'زيتا مريول مدرسي',
    nameEn: 'Zeta School Pinafore',
    isChild: true,
    sortOrder: MARK_SORT + 2,
  });
  const inactiveProductId = await product({
    categoryId: root!.id,
    nameAr: 'زيتا منتج موقوف',
    nameEn: 'Zeta Discontinued',
    isActive: false,
    sortOrder: MARK_SORT + 3,
  });

  const [alice, bob] = await db
    .insert(t.customers)
    .values([
      {
        fname: 'Alexandria',
        lname: 'Zeta',
        email: 'alexandria.zeta@example.com',
        phone: '0500000001',
        passwordHash: await fixturePasswordHash(),
      },
      {
        fname: 'Bob',
        lname: 'Zeta',
        email: 'bob.zeta@example.com',
        phone: '0500000002',
        passwordHash: await fixturePasswordHash(),
      },
    ])
    .returning();
  const reviews = [
    {
      productId: suitId,
      customerId: alice!.id,
      rate: 5,
      comment: 'Zeta excellent',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    },
    { productId: suitId, customerId: bob!.id, rate: 1, comment: 'Zeta hidden', isHidden: true },
    {
      productId: abayaId,
      customerId: alice!.id,
      rate: 4,
      comment: 'Zeta older',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    },
    { productId: kidsId, customerId: bob!.id, rate: 2, comment: 'Zeta so so' },
  ];
  await db.insert(t.reviews).values(reviews);
  // The rating columns follow the reviews by the domain's rule (hidden reviews do not count).
  for (const productId of [suitId, abayaId, kidsId]) {
    const summary = ratingSummary(reviews.filter((r) => r.productId === productId));
    await db.update(t.products).set(summary).where(eq(t.products.id, productId));
  }

  // Pages have fixed ids (1 to 3 are the seed's); the fixture page uses a high one.
  const [page] = await db
    .insert(t.pages)
    .values({
      id: 9001,
      slug: 'zeta',
      titleAr: 'زيتا صفحة',
      titleEn: 'Zeta Page',
      contentAr: '<p>زيتا</p>',
      contentEn: '<p>Zeta</p>',
    })
    .returning();
  const [blogCategory] = await db
    .insert(t.blogCategories)
    .values({ nameAr: 'زيتا مدونة', nameEn: 'Zeta Blog', sortOrder: MARK_SORT })
    .returning();
  const longContent = `<h2>Zeta</h2><p>${'Zeta uniforms keep teams looking sharp &amp; consistent. '.repeat(8)}</p>`;
  const [blog] = await db
    .insert(t.blogPosts)
    .values({
      categoryId: blogCategory!.id,
      titleAr: 'زيتا مقالة عن الزي الموحد',
      titleEn: 'Zeta article on uniforms',
      contentAr: `<p>${'زيتا محتوى المقالة. '.repeat(20)}</p>`,
      contentEn: longContent,
      searchText: postSearchText({
        titleAr: 'زيتا مقالة عن الزي الموحد',
        titleEn: 'Zeta article on uniforms',
        contentAr: `<p>${'زيتا محتوى المقالة. '.repeat(20)}</p>`,
        contentEn: longContent,
      }),
      isFeatured: true,
    })
    .returning();

  const [country] = await db
    .insert(t.countries)
    .values({ code: 'ZZ', nameAr: 'زيتا لاند', nameEn: 'Zetaland', sortOrder: MARK_SORT })
    .returning();
  const [city] = await db
    .insert(t.cities)
    .values({ countryId: country!.id, nameAr: 'زيتا سيتي', nameEn: 'Zeta City', shippingFeeHalalas: 2_550 })
    .returning();
  const [area] = await db
    .insert(t.areas)
    .values({ cityId: city!.id, nameAr: 'زيتا حي', nameEn: 'Zeta District' })
    .returning();

  return {
    rootCategoryId: root!.id,
    childCategoryId: child!.id,
    grandchildCategoryId: grandchild!.id,
    otherCategoryId: other!.id,
    hiddenCategoryId: hidden!.id,
    suitId,
    abayaId,
    kidsId,
    inactiveProductId,
    pageId: page!.id,
    blogCategoryId: blogCategory!.id,
    blogId: blog!.id,
    countryId: country!.id,
    cityId: city!.id,
    areaId: area!.id,
  };
}
