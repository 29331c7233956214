/** Public entry of the search and sharing tags every page renders. */
export { PageMeta, type MetaContext, type PageMetaProps } from './PageMeta';
export { useSite, type Site } from './site';
export { shopJsonLd, productJsonLd, articleJsonLd } from './json-ld';
