import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useCartStore } from '../cart';
import { useSettings } from '../settings';
import { whatsappUrl } from '../../shared/lib/whatsapp';
import { useScrollHeader } from './useScrollHeader';

/**
 * The two buttons take the bottom corners of the window, where a page's first view often ends on
 * what the shopper came to read (a product's tier prices on a phone, the checkout's VAT and total
 * on a desktop). So they stay out of a page's first view until the shopper scrolls it (or the page
 * is too short to scroll, or one of them takes the keyboard's focus). On a phone, where they would
 * also cover the ends of what the shopper presses (the add-to-cart button), they slide away again
 * while the page scrolls down, like the header, and come back on scrolling up.
 */
const AWAY = {
  button: 'not-focus-visible:translate-y-28',
  group: 'not-focus-within:translate-y-28',
};
const AWAY_ON_PHONES = {
  button: 'max-sm:not-focus-visible:translate-y-28',
  group: 'max-sm:not-focus-within:translate-y-28',
};

/**
 * Whether the shopper has moved past this page's first view: scrolled it since it opened, or the
 * page cannot scroll (then the buttons cover nothing the shopper could bring out from under them).
 * Starts false on every page, the server's first screen included, so they never flash over it.
 */
function usePastFirstView(): boolean {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [cannotScroll, setCannotScroll] = useState(false);
  useEffect(() => {
    setScrolled(false);
    const root = document.documentElement;
    const measure = () => setCannotScroll(root.scrollHeight <= window.innerHeight);
    const onScroll = () => {
      if (window.scrollY > 0) setScrolled(true);
    };
    // A page grows as its data arrives: measured again whenever the body's size changes.
    measure();
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(document.body);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      resizes?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, [pathname]);
  return scrolled || cannotScroll;
}

/** Floating cart (bottom-left) and chat (bottom-right) buttons. */
export function FloatingButtons() {
  const { t } = useTranslation();
  const { hidden } = useScrollHeader();
  const pastFirstView = usePastFirstView();
  const away = (part: keyof typeof AWAY) =>
    !pastFirstView ? AWAY[part] : hidden ? AWAY_ON_PHONES[part] : '';
  const count = useCartStore((s) => s.items.length);
  const { data } = useSettings();
  const chat = whatsappUrl(data?.setting.chat_number ?? '');
  const tooltipId = useId();
  return (
    <>
      <Link
        to="/Cart"
        aria-label={t('layout.cart', { count })}
        data-testid="floating-cart"
        data-away={!pastFirstView || hidden}
        className={`fixed bottom-5 left-5 z-30 grid size-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-600/30 transition-transform duration-300 hover:scale-105 hover:bg-brand-700 motion-reduce:transition-none ${away('button')}`}
      >
        <ShoppingCart aria-hidden="true" className="size-6" />
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 grid min-w-6 place-items-center rounded-full bg-white px-1 text-xs leading-6 font-bold text-brand-700 ring-2 ring-brand-600"
        >
          {count > 99 ? '99+' : count}
        </span>
      </Link>
      {chat ? (
        <div
          data-away={!pastFirstView || hidden}
          className={`group fixed right-5 bottom-5 z-30 transition-transform duration-300 motion-reduce:transition-none ${away('group')}`}
        >
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('layout.chat')}
            aria-describedby={tooltipId}
            data-testid="floating-chat"
            className="grid size-14 place-items-center rounded-full bg-[#0b7a53] text-white shadow-lg transition-transform hover:scale-105"
          >
            <MessageCircle aria-hidden="true" className="size-7" />
          </a>
          <span
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute right-0 bottom-full mb-3 w-max max-w-56 rounded-lg bg-gray-900 px-3 py-2 text-xs font-semibold text-white opacity-0 shadow-lg transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {t('layout.chatTooltip')}
          </span>
        </div>
      ) : null}
    </>
  );
}
