import { useId } from 'react';
import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useCartStore } from '../cart';
import { useSettings } from '../settings';
import { whatsappUrl } from '../../shared/lib/whatsapp';
import { useScrollHeader } from './useScrollHeader';

/**
 * On a phone the two buttons take the bottom corners of a narrow screen, where they would cover
 * the ends of whatever the shopper reads or presses (tier prices, the add-to-cart button): they
 * slide away while the page scrolls down, like the header, and come back on scrolling up or when
 * one of them takes the keyboard's focus. Wider screens have room beside the content.
 */
const AWAY_ON_PHONES = {
  button: 'max-sm:not-focus-visible:translate-y-28',
  group: 'max-sm:not-focus-within:translate-y-28',
};

/** Floating cart (bottom-left) and chat (bottom-right) buttons. */
export function FloatingButtons() {
  const { t } = useTranslation();
  const { hidden } = useScrollHeader();
  const away = (part: keyof typeof AWAY_ON_PHONES) => (hidden ? AWAY_ON_PHONES[part] : '');
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
        data-away={hidden}
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
          data-away={hidden}
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
