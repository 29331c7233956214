import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** 0 to 5, fractions allowed (shown rounded to the nearest half star). */
  value: number;
  size?: number;
  className?: string;
}

/** Read-only star rating with an accessible text ("Rated 4.5 out of 5"). */
export function Stars({ value, size = 16, className }: Props) {
  const { t } = useTranslation();
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={t('common.ratedOutOf', { value: rating.toFixed(1) })}
      className={`inline-flex items-center gap-0.5 ${className ?? ''}`}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
        return (
          <span
            key={n}
            className="relative inline-block"
            style={{ width: size, height: size }}
            aria-hidden="true"
          >
            <Star
              size={size}
              className="absolute inset-0 text-gray-300"
              fill="currentColor"
              strokeWidth={0}
            />
            {fill > 0 && (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: fill === 1 ? size : size / 2 }}
              >
                <Star
                  size={size}
                  className="absolute top-0 start-0 max-w-none text-amber-400"
                  fill="currentColor"
                  strokeWidth={0}
                />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
