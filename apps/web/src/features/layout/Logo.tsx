import { Link } from '../../shared/ui/Link';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { Shirt } from 'lucide-react';
import { srcSetOf } from '@shop/contract';
import { useSettings } from '../settings';

/** The shop's logo from settings, linking home; the shop name stands in until it loads. */
export function Logo({
  compact = false,
  variant = 'header',
}: {
  compact?: boolean;
  variant?: 'header' | 'footer';
}) {
  const { t } = useTranslation();
  const { data } = useSettings();
  const setting = data?.setting;
  const name = setting?.app_name ?? '';
  // The compact header keeps its height (no layout shift); only the logo shrinks.
  const size = variant === 'footer' ? 'h-12' : 'h-11 lg:h-14';
  const scale = compact ? 'scale-90' : '';
  return (
    <Link
      to="/"
      aria-label={name ? `${name} – ${t('layout.nav.home')}` : t('layout.nav.home')}
      className="flex shrink-0 items-center gap-2"
      data-testid={variant === 'header' ? 'site-logo' : undefined}
    >
      {setting?.logo ? (
        <img
          src={setting.logo}
          // At most 160 CSS pixels wide: the 320 px file is sharp on a phone's screen too.
          srcSet={srcSetOf(setting.logo, [320, 640])}
          sizes="160px"
          alt=""
          width={160}
          height={48}
          className={`${size} ${scale} w-auto max-w-40 origin-center object-contain transition-transform duration-300`}
        />
      ) : (
        <span className={`grid ${size} aspect-square place-items-center rounded-xl bg-brand-600 text-white`}>
          <Shirt aria-hidden="true" className="size-6" />
        </span>
      )}
      {!setting?.logo && name ? (
        <span className={`text-lg font-bold ${variant === 'footer' ? 'text-white' : 'text-ink'}`}>
          {name}
        </span>
      ) : null}
    </Link>
  );
}
