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
import { loadTexts, type TextPack } from '../shared/i18n';

type PageModule = { default: React.ComponentType };

/**
 * A lazy route: the page's chunk and the text packs it renders (its own feature's and those of the
 * features whose components it shows), loaded in parallel and both in place before it renders.
 * The shell's texts (common, layout, errors) are always there.
 */
const page = (load: () => Promise<PageModule>, texts: readonly TextPack[]) => async () => {
  const [module] = await Promise.all([load(), loadTexts(texts)]);
  return { Component: module.default };
};

/**
 * A page only a signed-in customer sees (docs/decisions.md, Sign-in required): anyone else goes to
 * /auth and comes back here after signing in.
 */
const signedIn = (lazy: ReturnType<typeof page>) => async () => {
  const { Component: Page } = await lazy();
  return {
    Component: function SignedInPage() {
      return (
        <RequireSignIn>
          <Page />
        </RequireSignIn>
      );
    },
  };
};

// Home, the catalogue pages, product and cart show product cards, price tiers or the variation
// drawer (product-core); About shows the sponsors (home) and a CMS page (pages); the contact form
// shows validation messages, and so do the sign-in and account forms. Shared UI (money, stars, pagination) uses the shell's common texts.
const home = page(() => import('../features/home/HomePage'), ['home', 'product-core']);
const about = page(() => import('../features/about/AboutPage'), ['about', 'home', 'pages']);
const blogList = page(() => import('../features/blog/BlogListPage'), ['blog']);
const blogPost = page(() => import('../features/blog/BlogPostPage'), ['blog']);
const contact = page(() => import('../features/contact/ContactPage'), ['contact', 'validation']);
const shop = page(() => import('../features/catalogue/ShopPage'), ['catalogue', 'product-core']);
const brands = page(() => import('../features/catalogue/BrandsPage'), ['catalogue']);
const category = page(() => import('../features/catalogue/CategoryPage'), ['catalogue']);
const productCategory = page(
  () => import('../features/catalogue/ProductCategoryPage'),
  ['catalogue', 'product-core'],
);
const product = page(
  () => import('../features/product/ProductPage'),
  ['product', 'product-core', 'validation'],
);
const cart = page(() => import('../features/cart/CartPage'), ['cart', 'product-core']);
// Checkout shows the cart's lines (product-core names the variations) and the form messages.
const checkout = signedIn(
  page(() => import('../features/checkout/CheckoutPage'), ['checkout', 'product-core', 'validation']),
);
const bill = signedIn(page(() => import('../features/bill/BillPage'), ['bill']));
const terms = page(() => import('../features/pages/TermsPage'), ['pages']);
const policy = page(() => import('../features/pages/PolicyPage'), ['pages']);
const auth = page(() => import('../features/auth/AuthPage'), ['auth', 'validation']);
const resetPassword = page(() => import('../features/auth/ResetPasswordPage'), ['auth', 'validation']);
// The account's Reorder reaches the cart's store, and through it the product building blocks.
const account = page(
  () => import('../features/account/AccountPage'),
  ['account', 'validation', 'product-core'],
);
const forbidden = page(() => import('../features/errors/ForbiddenPage'), []);
const notFound = page(() => import('../features/errors/NotFoundPage'), []);

/** The page of every storefront route; the type makes a route without a page a compile error. */
const pages: Record<keyof typeof STOREFRONT_ROUTES, ReturnType<typeof page>> = {
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

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first page's lazy chunk loads (keeps the page height, no flash).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      ...(Object.keys(STOREFRONT_ROUTES) as (keyof typeof STOREFRONT_ROUTES)[]).map((name) => ({
        path: STOREFRONT_ROUTES[name],
        lazy: pages[name],
      })),
      { path: '*', lazy: notFound },
    ],
  },
];
