/**
 * Every storefront route, each page in its own lazily loaded chunk so the home route's initial
 * JavaScript stays small. The paths are @shop/contract's STOREFRONT_ROUTES, the patterns the server
 * also matches (canonical URLs, preloads, 404s); React Router matches them case-insensitively, so
 * /cart and /Cart are one route.
 */
import type { RouteObject } from 'react-router';
import { STOREFRONT_ROUTES } from '@shop/contract';
import { AppLayout, RouteError } from '../features/layout';
import { RequireSignIn } from '../shared/auth';
import { PageMeta } from '../features/seo';
import { loadTexts, type TextPack } from '../shared/i18n';

type PageModule = { default: React.ComponentType };

// Every page module (features/<name>/<Name>Page.tsx), each its own chunk, by its path.
const pageModules = import.meta.glob<PageModule>('../features/*/*Page.tsx');

/** What the server needs to know of a route's page before it renders: its chunk and text packs. */
export interface PageHandle {
  /** The page's source file as the build's manifest names it (src/features/…Page.tsx). */
  module: string;
  texts: readonly TextPack[];
}

interface Page {
  lazy: () => Promise<{ Component: React.ComponentType }>;
  handle: PageHandle;
}

/**
 * A lazy route: the page's chunk and the text packs it renders (its own feature's and those of the
 * features whose components it shows), loaded in parallel and both in place before it renders.
 * The shell's texts (common, layout, errors) are always there.
 */
function page(file: string, texts: readonly TextPack[]): Page {
  const load = pageModules[`../features/${file}.tsx`];
  if (!load) throw new Error(`No page module features/${file}.tsx`);
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadTexts(texts)]);
      return { Component: module.default };
    },
    handle: { module: `src/features/${file}.tsx`, texts },
  };
}

/**
 * A page only a signed-in customer sees (docs/decisions.md, Sign-in required): anyone else goes to
 * /auth and comes back here after signing in.
 */
function signedIn(inner: Page): Page {
  return {
    handle: inner.handle,
    lazy: async () => {
      const { Component: Inner } = await inner.lazy();
      return {
        Component: function SignedInPage() {
          return (
            <RequireSignIn shell={<PageMeta robots="noindex, nofollow" />}>
              <Inner />
            </RequireSignIn>
          );
        },
      };
    },
  };
}

// Home, the catalogue pages, product and cart show product cards, price tiers or the variation
// drawer (product-core); About shows the sponsors (home) and a CMS page (pages); the contact form
// shows validation messages, and so do the sign-in and account forms. Shared UI (money, stars, pagination) uses the shell's common texts.
const home = page('home/HomePage', ['home', 'product-core']);
const about = page('about/AboutPage', ['about', 'home', 'pages']);
const blogList = page('blog/BlogListPage', ['blog']);
const blogPost = page('blog/BlogPostPage', ['blog']);
const contact = page('contact/ContactPage', ['contact', 'validation']);
const shop = page('catalogue/ShopPage', ['catalogue', 'product-core']);
const brands = page('catalogue/BrandsPage', ['catalogue']);
const category = page('catalogue/CategoryPage', ['catalogue']);
const productCategory = page('catalogue/ProductCategoryPage', ['catalogue', 'product-core']);
const product = page('product/ProductPage', ['product', 'product-core', 'validation']);
const cart = page('cart/CartPage', ['cart', 'product-core']);
// Checkout shows the cart's lines (product-core names the variations) and the form messages.
const checkout = signedIn(page('checkout/CheckoutPage', ['checkout', 'product-core', 'validation']));
const bill = signedIn(page('bill/BillPage', ['bill']));
const terms = page('pages/TermsPage', ['pages']);
const policy = page('pages/PolicyPage', ['pages']);
const auth = page('auth/AuthPage', ['auth', 'validation']);
const resetPassword = page('auth/ResetPasswordPage', ['auth', 'validation']);
// The account's Reorder reaches the cart's store, and through it the product building blocks.
const account = page('account/AccountPage', ['account', 'validation', 'product-core']);
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
};

/** The route id of a path that names no page. */
export const NOT_FOUND_ROUTE = 'notFound';

/** The route ids: the names of STOREFRONT_ROUTES and the not-found route. */
export type RouteId = keyof typeof STOREFRONT_ROUTES | typeof NOT_FOUND_ROUTE;

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first page's lazy chunk loads (keeps the page height, no flash).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      ...(Object.keys(STOREFRONT_ROUTES) as (keyof typeof STOREFRONT_ROUTES)[]).map((name) => ({
        id: name,
        path: STOREFRONT_ROUTES[name],
        ...pages[name],
      })),
      { id: NOT_FOUND_ROUTE, path: '*', ...notFound },
    ],
  },
];
