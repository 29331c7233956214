/**
 * Structured data (schema.org JSON-LD) of the pages search engines show richly: the shop on the
 * home page, a product with its tier prices as one offer, an article.
 */
import type { BlogPost, Product } from '@shop/contract';
import { absoluteImage } from '../../shared/seo/site';
import { plainText } from '../../shared/seo/text';
import type { MetaContext } from './PageMeta';

export function shopJsonLd({ site, origin, lang }: MetaContext): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${origin}/`,
      ...(site.logo ? { logo: site.logo } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: `${origin}/`,
      inLanguage: lang,
    },
  ];
}

/** Photos of the product listed after the main image. */
const JSON_LD_PHOTOS = 4;

export function productJsonLd(product: Product, { site, origin, canonical }: MetaContext): object {
  const description = plainText(product.description);
  const images = [
    absoluteImage(origin, product.image),
    ...(product.photos ?? []).slice(0, JSON_LD_PHOTOS).map((p) => absoluteImage(origin, p.image)),
  ].filter((x): x is string => Boolean(x));
  const prices = product.pieces.map((tier) => tier.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(images.length ? { image: [...new Set(images)] } : {}),
    sku: String(product.id),
    category: product.category?.name,
    brand: { '@type': 'Brand', name: site.name },
    url: canonical,
    ...(prices.length > 0
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'SAR',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: prices.length,
            availability: 'https://schema.org/InStock',
            url: canonical,
            eligibleQuantity: {
              '@type': 'QuantitativeValue',
              minValue: product.pieces[0]!.from,
              unitCode: 'C62',
            },
          },
        }
      : {}),
    ...(product.rates_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.avg_rate * 10) / 10,
            reviewCount: product.rates_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function articleJsonLd(post: BlogPost, { site, origin, canonical, lang }: MetaContext): object {
  const description = plainText(post.content);
  const image = absoluteImage(origin, post.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title.slice(0, 110),
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
    datePublished: new Date(post.created_at).toISOString(),
    articleSection: post.category?.name,
    inLanguage: lang,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    author: { '@type': 'Organization', name: site.name },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      ...(site.logo ? { logo: { '@type': 'ImageObject', url: site.logo } } : {}),
    },
    url: canonical,
  };
}
