import { lazy, Suspense } from 'react';
import { productCategoryPath } from '@shop/contract';
import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useSettings } from '../settings';
import { loadTexts } from '../../shared/i18n';
import { Logo } from './Logo';
import { SocialIcon, type Network } from './SocialIcon';
import { WhenNear } from './WhenNear';

// The form brings zod and react-hook-form: loaded when the footer comes near the viewport, so the
// first page's JavaScript stays small; with it the validation messages it may show.
const NewsletterForm = lazy(() =>
  Promise.all([import('./NewsletterForm'), loadTexts(['validation'])]).then(([module]) => module),
);

function NewsletterPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-3">
      <div className="h-5 w-32 rounded bg-white/10" />
      <div className="h-11 rounded-[0.625rem] bg-white/10" />
      <div className="min-h-5" />
    </div>
  );
}

const NETWORKS: Network[] = ['facebook', 'instagram', 'google', 'twitter', 'vimeo'];
const POPULAR_COUNT = 5;

function ColumnTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="mb-4 text-base font-bold text-white">{children}</h2>;
}

const footerLink = 'text-gray-300 transition-colors hover:text-white hover:underline';

/** Four columns: about and social links, popular categories, pages, newsletter. */
export default function Footer() {
  const { t } = useTranslation();
  const { data } = useSettings();
  const setting = data?.setting;
  const popular = (data?.categories ?? []).slice(0, POPULAR_COUNT);
  const socials = NETWORKS.filter((network) => setting?.[network]);
  const pageLinks = [
    { to: '/terms', label: t('layout.footer.terms') },
    { to: '/Policy', label: t('layout.footer.policy') },
    { to: '/shop', label: t('layout.nav.shop') },
    { to: '/about', label: t('layout.nav.about') },
    { to: '/blogs', label: t('layout.nav.blog') },
    { to: '/contact', label: t('layout.nav.contact') },
    { to: '/brands', label: t('layout.nav.brands') },
  ];

  return (
    <footer className="mt-16 bg-gray-950 text-sm text-gray-300" data-testid="site-footer">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-label={setting?.app_name || t('layout.nav.about')} className="space-y-4">
          <div className="inline-flex rounded-xl bg-white p-2">
            <Logo variant="footer" />
          </div>
          <p className="leading-7">{setting?.about || t('layout.footer.aboutFallback')}</p>
          {socials.length > 0 ? (
            <ul className="flex gap-2" aria-label={t('layout.footer.follow')}>
              {socials.map((network) => (
                <li key={network}>
                  <a
                    href={setting?.[network]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t(`layout.social.${network}`)}
                    className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-brand-600"
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section>
          <ColumnTitle>{t('layout.footer.popularCategories')}</ColumnTitle>
          <ul className="space-y-3">
            {popular.map((category) => (
              <li key={category.id}>
                <Link to={productCategoryPath(category.id, category.name)} className={footerLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section>
          <ColumnTitle>{t('layout.footer.links')}</ColumnTitle>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-1">
            {pageLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="space-y-3">
          <ColumnTitle>{t('layout.footer.newsletter')}</ColumnTitle>
          <p className="leading-7">{t('layout.footer.newsletterText')}</p>
          <WhenNear fallback={<NewsletterPlaceholder />}>
            <Suspense fallback={<NewsletterPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          </WhenNear>
        </section>
      </div>
      {setting && (setting.phone || setting.email || setting.address) ? (
        <div className="border-t border-white/10">
          <ul className="container-page flex flex-wrap items-center justify-center gap-x-8 gap-y-2 py-4">
            {setting.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-brand-500" />
                <a href={`tel:${setting.phone.replace(/\s/g, '')}`} dir="ltr" className={footerLink}>
                  {setting.phone}
                </a>
              </li>
            ) : null}
            {setting.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-brand-500" />
                <a href={`mailto:${setting.email}`} className={footerLink}>
                  {setting.email}
                </a>
              </li>
            ) : null}
            {setting.address ? (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 text-brand-500" />
                <span>{setting.address}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        {/* On a phone the floating cart and WhatsApp buttons span the width's ends: the last line
            scrolls up above them. */}
        <p className="container-page pt-5 pb-24 text-center text-xs text-gray-400 sm:pb-5">
          {t('layout.footer.rights', { year: new Date().getFullYear(), name: setting?.app_name ?? '' })}
        </p>
      </div>
    </footer>
  );
}
