import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Search, Star } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';

/**
 * Search box whose value reaches `onSearch` 500 ms after the shopper stops typing.
 * Enter searches at once. `value` follows outside changes (back button, clear filters).
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 500);
  const lastSent = useRef(value);

  // An outside change (navigation) replaces what is typed.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = debounced.trim();
    if (next === lastSent.current) return;
    lastSent.current = next;
    onSearch(next);
  }, [debounced, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next === lastSent.current) return;
        lastSent.current = next;
        onSearch(next);
      }}
    >
      <label htmlFor={id} className="mb-2 block text-base font-bold text-ink">
        {t('catalogue.searchLabel')}
      </label>
      <div className="relative">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('catalogue.searchPlaceholder')}
          className="field pe-10"
          autoComplete="off"
          enterKeyHint="search"
        />
        <Search
          size={18}
          className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
      </div>
    </form>
  );
}

export interface AudienceFlags {
  is_men: 0 | 1;
  is_women: 0 | 1;
  is_child: 0 | 1;
}

export function AudienceFilter({
  flags,
  onChange,
}: {
  flags: AudienceFlags;
  onChange: (flags: AudienceFlags) => void;
}) {
  const { t } = useTranslation();
  const options: { key: keyof AudienceFlags; label: string }[] = [
    { key: 'is_men', label: t('catalogue.men') },
    { key: 'is_women', label: t('catalogue.women') },
    { key: 'is_child', label: t('catalogue.child') },
  ];
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{t('catalogue.audience')}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label key={option.key} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={flags[option.key] === 1}
              onChange={(event) => onChange({ ...flags, [option.key]: event.target.checked ? 1 : 0 })}
              name={option.key}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Five rating levels (5 down to 1 stars, meaning "N stars and up"). Clicking the selected level
 * again clears the filter.
 */
export function RatingFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 text-base font-bold text-ink">{t('catalogue.ratingFilter')}</legend>
      <ul className="flex flex-col gap-1">
        {[5, 4, 3, 2, 1].map((level) => {
          const selected = value === level;
          return (
            <li key={level}>
              <button
                type="button"
                aria-pressed={selected}
                title={selected ? t('catalogue.clearRating') : undefined}
                onClick={() => onChange(selected ? undefined : level)}
                className={`flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm transition ${
                  selected
                    ? 'bg-brand-50 font-bold text-brand-700 ring-1 ring-brand-600'
                    : 'hover:bg-gray-100'
                }`}
                data-testid={`rating-filter-${level}`}
              >
                <span className="flex" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      size={16}
                      strokeWidth={0}
                      fill="currentColor"
                      className={n <= level ? 'text-amber-400' : 'text-gray-300'}
                    />
                  ))}
                </span>
                <span>{t('catalogue.ratingLevel', { count: level })}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

export function AboutBlock() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="catalogue-about" className="rounded-lg bg-gray-50 p-4">
      <h2 id="catalogue-about" className="mb-2 text-base font-bold text-ink">
        {t('catalogue.aboutTitle')}
      </h2>
      <p className="text-sm leading-relaxed text-gray-700">{t('catalogue.aboutText')}</p>
    </section>
  );
}

export function Sidebar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('catalogue.filters')}
      className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start"
    >
      {children}
    </aside>
  );
}
