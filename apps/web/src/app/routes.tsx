/**
 * Every storefront route (SPEC.md 2), each page in its own lazily loaded chunk so the home route's
 * initial JavaScript stays small (DESIGN.md 6). Paths are matched case-insensitively, so /cart and
 * /Cart are the same route; both are listed to say so.
 */
import type { RouteObject } from 'react-router';
import { AppLayout, RouteError } from '../features/layout';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const home = page(() => import('../features/home/HomePage'));
const about = page(() => import('../features/about/AboutPage'));
const blogList = page(() => import('../features/blog/BlogListPage'));
const blogPost = page(() => import('../features/blog/BlogPostPage'));
const contact = page(() => import('../features/contact/ContactPage'));
const shop = page(() => import('../features/catalogue/ShopPage'));
const brands = page(() => import('../features/catalogue/BrandsPage'));
const category = page(() => import('../features/catalogue/CategoryPage'));
const productCategory = page(() => import('../features/catalogue/ProductCategoryPage'));
const product = page(() => import('../features/product/ProductPage'));
const cart = page(() => import('../features/cart/CartPage'));
const terms = page(() => import('../features/pages/TermsPage'));
const policy = page(() => import('../features/pages/PolicyPage'));
const forbidden = page(() => import('../features/errors/ForbiddenPage'));
const notFound = page(() => import('../features/errors/NotFoundPage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown for the moment the first page's lazy chunk loads (keeps the page height, no flash).
    hydrateFallbackElement: <div className="min-h-screen" aria-busy="true" />,
    children: [
      { index: true, lazy: home },
      { path: 'about', lazy: about },
      { path: 'blogs', lazy: blogList },
      { path: 'blogs/:id', lazy: blogPost },
      { path: 'contact', lazy: contact },
      { path: 'shop', lazy: shop },
      { path: 'brands', lazy: brands },
      { path: 'category/:id/:name', lazy: category },
      { path: 'category/:saudi/:id/:name', lazy: category },
      { path: 'Product-category/:id', lazy: productCategory },
      { path: 'Product-category/:id/:name', lazy: productCategory },
      { path: 'Product-category/:saudi/:id/:name', lazy: productCategory },
      { path: 'product/:id', lazy: product },
      { path: 'cart', lazy: cart },
      { path: 'Cart', lazy: cart },
      { path: 'terms', lazy: terms },
      { path: 'Policy', lazy: policy },
      { path: '403', lazy: forbidden },
      { path: '*', lazy: notFound },
    ],
  },
];
