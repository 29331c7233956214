/**
 * Every storefront route, each page in its own lazily loaded chunk so the home route's initial
 * JavaScript stays small. The paths are @shop/contract's STOREFRONT_ROUTES, the patterns the server
 * also matches (canonical URLs, preloads, 404s); React Router matches them case-insensitively, so
 * /cart and /Cart are one route.
 */
import { use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { STOREFRONT_ROUTES } from '@shop/contract';
import { AppLayout, RouteErrorBoundary } from '../features/layout';
import { RequireSignIn } from '../shared/auth';
import { PageMeta } from '../features/seo';
import { loadTexts, type TextPack } from '../shared/i18n';
import { trackPageLoad } from '../shared/lib/page-loading';
import { loadOnce } from '../shared/lib/load-once';
import { pageCodeLoaded, PageCodeUnavailable } from '../shared/lib/new-build';

type PageModule = { default: ComponentType };

// Every page module (features/<name>/<Name>Page.tsx), each its own chunk, by its path.
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

/** What the server needs to know of a route's page before it renders: its chunk and text packs. */
export interface PageHandle {
  /** The page's source file as the build's manifest names it (src/features/…Page.tsx). */
  module: string;
  texts: readonly TextPack[];
}

interface Page {
  Component: ComponentType;
  /** Loads the page's chunk and texts (once); the browser does it before hydrating the page. */
  preload: () => Promise<PageModule>;
  handle: PageHandle;
}

/** A page's route as the route table holds it. */
export type PageRoute = RouteObject & { id: RouteId; handle: PageHandle; preload: Page['preload'] };

/**
 * A lazy page: its chunk and the text packs it renders (its own feature's and those of the
 * features whose components it shows), loaded in parallel and both in place before it renders.
 * The shell's texts (common, layout, errors) are always there. Once loaded, the page renders at
 * once: the server and the browser load it before rendering the first page, so neither suspends
 * (a suspended page would be sent after the rest of the document, with an inline script to put it
 * in place). A page reached by navigating suspends until it loads, and the router keeps the
 * previous page on screen meanwhile. A failed load shows the error boundary, which loads the
 * address afresh once (shared/lib/new-build.ts).
 */
function page(file: string, texts: readonly TextPack[]): Page {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  const module = loadOnce(() =>
    trackPageLoad(Promise.all([load(), loadTexts(texts)])).then(
      ([page]) => {
        pageCodeLoaded();
        return page;
      },
      (cause: unknown) => {
        throw new PageCodeUnavailable(cause);
      },
    ),
  );
  function LazyPage() {
    const { default: Page } = module.peek() ?? use(module.load());
    return <Page />;
  }
  return { Component: LazyPage, preload: module.load, handle: { module: `src/features/${file}.tsx`, texts } };
}

/**
 * A page only a signed-in customer sees (docs/decisions.md, Sign-in required): anyone else goes to
 * /auth and comes back here after signing in.
 */
function signedIn(inner: Page): Page {
  const Inner = inner.Component;
  function SignedInPage() {
    return (
      <RequireSignIn shell={<PageMeta robots="noindex, nofollow" />}>
        <Inner />
      </RequireSignIn>
    );
  }
  return { ...inner, Component: SignedInPage };
}

// Home, the catalogue pages, product and cart show product cards, price tiers or the variation
// drawer (product-core); About shows the sponsors (home) and a CMS page (pages); the contact form
// shows validation messages, and so do the sign-in and account forms. Shared UI (money, stars, pagination) uses the shell's common texts.
// The home page's product sections bring the product-core texts with them (features/home/HomePage).
const home = page('home/HomePage', ['home']);
const about = page('about/AboutPage', ['about', 'home', 'pages']);
const blogList = page('blog/BlogListPage', ['blog']);
const blogPost = page('blog/BlogPostPage', ['blog']);
const contact = page('contact/ContactPage', ['contact', 'validation']);
const shop = page('catalogue/ShopPage', ['catalogue', 'product-core']);
const brands = page('catalogue/BrandsPage', ['catalogue']);
const category = page('catalogue/CategoryPage', ['catalogue']);
const productCategory = page('catalogue/ProductCategoryPage', ['catalogue', 'product-core']);
// The review form's validation messages come with its code (features/product/components/ReviewForm).
const product = page('product/ProductPage', ['product', 'product-core']);
const cart = page('cart/CartPage', ['cart', 'product-core']);
// Checkout shows the cart's lines (product-core names the variations) and the form messages.
const checkout = signedIn(page('checkout/CheckoutPage', ['checkout', 'product-core', 'validation']));
// The bill guards itself: a customer signs in, staff open it with ?staff (features/bill).
const bill = page('bill/BillPage', ['bill']);
// Staff's batch of bills: the staff API decides who may read them (features/bill).
const bills = page('bill/BillsPage', ['bill']);
const terms = page('pages/TermsPage', ['pages']);
const policy = page('pages/PolicyPage', ['pages']);
const auth = page('auth/AuthPage', ['auth', 'validation']);
const resetPassword = page('auth/ResetPasswordPage', ['auth', 'validation']);
// The account's Reorder reaches the cart's store, and through it the product building blocks; a
// quote is ordered with the checkout's address, payment and order details.
const account = page('account/AccountPage', ['account', 'validation', 'product-core', 'checkout']);
const forbidden = page('errors/ForbiddenPage', []);
const notFound = page('errors/NotFoundPage', []);

/** The page of every storefront route; the type makes a route without a page a compile error. */
const pages: Record<keyof typeof STOREFRONT_ROUTES, Page> = {
  home,
  about,
  blogs: blogList,
  blog: blogPost,
  contact,
  shop,
  brands,
  category,
  saudiCategory: category,
  productCategory,
  productCategoryNamed: productCategory,
  saudiProductCategory: productCategory,
  product,
  cart,
  terms,
  policy,
  forbidden,
  auth,
  resetPassword,
  account,
  checkout,
  bill,
  bills,
};

/** The route id of a path that names no page. */
export const NOT_FOUND_ROUTE = 'notFound';

/** The route ids: the names of STOREFRONT_ROUTES and the not-found route. */
export type RouteId = keyof typeof STOREFRONT_ROUTES | typeof NOT_FOUND_ROUTE;

function pageRoute(id: RouteId, path: string, { Component, preload, handle }: Page): PageRoute {
  return { id, path, element: <Component />, preload, handle };
}

/** The pages' routes, in the order they are matched (the last one takes every other path). */
export const pageRoutes: PageRoute[] = [
  ...(Object.keys(STOREFRONT_ROUTES) as (keyof typeof STOREFRONT_ROUTES)[]).map((name) =>
    pageRoute(name, STOREFRONT_ROUTES[name], pages[name]),
  ),
  pageRoute(NOT_FOUND_ROUTE, '*', notFound),
];

export const routes: RouteObject[] = [{ id: 'root', element: <AppLayout />, children: pageRoutes }];

function MatchedPage() {
  return useRoutes(routes);
}

/**
 * The storefront's routes, rendered inside a router (the browser's or the server's static one).
 * React Router's declarative routes, not its data router: the pages read their own data through
 * TanStack Query, so the data router's loaders would go unused, and it costs 17 KB gzipped of
 * the home page's first script (docs/decisions.md).
 */
export function StorefrontRoutes() {
  return (
    <RouteErrorBoundary>
      <MatchedPage />
    </RouteErrorBoundary>
  );
}

/** The page routes a URL matches (the root's, then the page's), as both sides look them up. */
export function matchPage(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1);
  return leaf ? { route: leaf.route as PageRoute, params: leaf.params } : undefined;
}
