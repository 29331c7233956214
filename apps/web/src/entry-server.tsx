/**
 * The storefront rendered on the server (built with `vite build --ssr` and run by the API): a
 * request's page as a whole HTML document in the request's language, rendered with React's
 * static prerender once its first screen is ready. React Router's static router renders the route
 * the URL matches (its lazy page loads while React renders); the first screen's answers are read through the API's services
 * (`read`, never an HTTP call to itself) into a TanStack Query cache that the browser takes over, so
 * it does not fetch them again.
 */
import type { Readable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { preloadServerParts } from './shared/lib/part-when-near';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { FirstScreenReader, Language } from '@shop/contract';
import i18n, { textPackSource } from './shared/i18n';
import { scriptJson } from './shared/seo/text';
import { matchPage, NOT_FOUND_ROUTE, StorefrontRoutes, type RouteId } from './app/routes';
import { firstScreenReads } from './app/first-screen';
import { Document, type PageAssets, type ShellState } from './app/Document';
import { ShopProviders } from './app/ShopProviders';
import { setNotFound } from './app/not-found';

/** Vite's build manifest (dist/.vite/manifest.json): source file → built chunk. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }
>;

export const CLIENT_ENTRY = 'src/entry-client.tsx';
/** The first script a page loads: it fetches the entry once the page has painted. */
export const BOOT_SCRIPT = 'src/boot.ts';

export interface RenderRequest {
  /** The page's path and query, e.g. `/product/3?lang=en`. */
  url: string;
  lang: Language;
  /** The public origin absolute URLs are written with (`https://shop.example.sa`). */
  origin: string;
  read: FirstScreenReader;
  /** Told of every error while reading or rendering (the page still renders what it can). */
  onError?: (error: unknown) => void;
  signal?: AbortSignal;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The HTML document, streamed. */
  body: Readable;
}

export interface RendererOptions {
  manifest: ViteManifest;
  /** dist/.vite/chunks.json: each source module and the chunk file it was built into. */
  chunks?: Record<string, string>;
  /** The names of the build's files under assets/ (the fonts to preload are found among them). */
  assetFiles?: readonly string[];
}

/**
 * The font files the first screen draws with, per language, preloaded so text does not change
 * shape (and move what is below it) when they arrive: Cairo's Arabic subset and its Latin one
 * (digits and prices) in Arabic; the Latin subset in English.
 */
const FIRST_FONTS: Record<Language, readonly string[]> = {
  ar: ['cairo-arabic-400-normal', 'cairo-arabic-700-normal', 'cairo-latin-400-normal'],
  en: ['cairo-latin-400-normal', 'cairo-latin-700-normal'],
};

function fontsOf(assetFiles: readonly string[]): Record<Language, string[]> {
  const find = (name: string) =>
    assetFiles.find((file) => file.startsWith(`${name}-`) && file.endsWith('.woff2'));
  const urls = (names: readonly string[]) =>
    names
      .map(find)
      .filter((file): file is string => file !== undefined)
      .map((file) => `/assets/${file}`);
  return { ar: urls(FIRST_FONTS.ar), en: urls(FIRST_FONTS.en) };
}

const i18nByLang = {
  ar: i18n.forLanguage('ar'),
  en: i18n.forLanguage('en'),
};

/** A built file's URL (Vite writes them relative to the build's root). */
const fileUrl = (file: string) => `/${file}`;

/** The manifest's key of the chunk a source module was built into. */
function chunkKeyOf(manifest: ViteManifest, chunks: Record<string, string>) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return (source: string) => (manifest[source] ? source : keyOfFile.get(chunks[source] ?? ''));
}

/** The entry's and the page's files: stylesheets, then chunks in the order they are needed. */
function assetsOf(
  manifest: ViteManifest,
  keyOf: (source: string) => string | undefined,
  sources: string[],
  fonts: string[],
): PageAssets {
  const css = new Set<string>();
  const modules = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const file of chunk.css ?? []) css.add(fileUrl(file));
    if (!isEntry) modules.add(fileUrl(chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(CLIENT_ENTRY, true);
  for (const source of sources) {
    const key = keyOf(source);
    if (key) visit(key, false);
  }
  // Without a build (the component tests render from source), the sources' own paths.
  const built = (source: string) => {
    const file = manifest[source]?.file;
    return file ? fileUrl(file) : `/${source}`;
  };
  return {
    boot: built(BOOT_SCRIPT),
    entry: built(CLIENT_ENTRY),
    css: [...css],
    modules: [...modules],
    fonts,
  };
}

export function createRenderer({ manifest, chunks = {}, assetFiles = [] }: RendererOptions) {
  const fonts = fontsOf(assetFiles);
  const keyOf = chunkKeyOf(manifest, chunks);
  return {
    async render(request: RenderRequest): Promise<RenderedPage> {
      const onError = request.onError ?? (() => {});
      const url = new URL(request.url, 'http://storefront.local');
      const match = matchPage(url.pathname);
      const routeId: RouteId = match?.route.id ?? NOT_FOUND_ROUTE;
      const handle = match?.route.handle;
      // The page renders without suspending (app/routes.tsx, page).
      await match?.route.preload();
      // Parts the browser hydrates later (shared/lib/part-when-near) are in the HTML at once.
      await preloadServerParts();

      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Infinity } },
      });
      const notFound: unknown[][] = [];
      const reads = firstScreenReads(routeId, match?.params ?? {}, url.searchParams);
      const answers = await Promise.allSettled(reads.map((read) => request.read(read)));
      answers.forEach((answer, index) => {
        const read = reads[index]!;
        if (answer.status === 'rejected') {
          // The browser reads it again and shows its own loading and error states.
          onError(answer.reason);
          return;
        }
        if (answer.value.found) queryClient.setQueryData(read.key, answer.value.data);
        else if (read.record) {
          setNotFound(queryClient, read.key);
          notFound.push([...read.key]);
        }
      });

      const sources = handle ? [handle.module, ...handle.texts.map(textPackSource)] : [];
      const state: ShellState = {
        lang: request.lang,
        origin: request.origin,
        assets: assetsOf(manifest, keyOf, sources, fonts[request.lang]),
        queries: dehydrate(queryClient),
        notFound,
      };
      const status = routeId === NOT_FOUND_ROUTE || notFound.length > 0 ? 404 : 200;
      const tree = (
        <Document state={state} stateText={scriptJson(state)}>
          <ShopProviders queryClient={queryClient} i18n={i18nByLang[request.lang]} origin={request.origin}>
            <StaticRouter location={url.pathname + url.search}>
              <StorefrontRoutes />
            </StaticRouter>
          </ShopProviders>
        </Document>
      );

      // React's static render: the whole document once every Suspense boundary has resolved, with
      // no inline script to reveal late parts (the content security policy allows none), streamed
      // out from there.
      const { prelude } = await prerenderToNodeStream(tree, {
        onError,
        signal: request.signal,
        // React would otherwise move a large finished boundary after the rest of the document and
        // reveal it with an inline script (which the content security policy refuses).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      return { status, body: prelude as unknown as Readable };
    },
  };
}

export type StorefrontRenderer = ReturnType<typeof createRenderer>;
