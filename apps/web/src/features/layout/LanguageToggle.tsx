import { useTranslation } from '../../shared/i18n/useTranslation';
import { otherLang, switchLang } from '../../shared/lib/lang';
import { useLang } from '../../shared/i18n/useLang';
import { Flag } from './Flag';

/** Shows the OTHER language's name and flag; choosing it saves the choice and reloads. */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const target = otherLang(useLang());
  return (
    <button
      type="button"
      onClick={() => switchLang(target)}
      data-testid="language-toggle"
      className={`items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 transition-colors hover:bg-gray-100 hover:text-brand-600 ${className}`}
    >
      <Flag lang={target} />
      {/* The visible name is the accessible name's start (WCAG 2.5.3), with the purpose for screen readers. */}
      <span lang={target}>{t(`languages.${target}`)}</span>
      <span className="sr-only">{t('layout.switchLanguage')}</span>
    </button>
  );
}
