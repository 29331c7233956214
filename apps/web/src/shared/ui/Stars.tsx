import { useTranslation } from '../i18n/useTranslation';

interface Props {
  /** 0 to 5, fractions allowed (shown rounded to the nearest half star). */
  value: number;
  size?: number;
  className?: string;
}

// Lucide's star (24 × 24) five times in one path, 3 units apart: a rating is two short rows (grey,
// and amber cut to the rating from the start side) instead of ten icons, which keeps listings of
// many cards light to render and to hydrate.
const STAR_TAIL =
  'a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const PITCH = 27;
const ROW_WIDTH = 4 * PITCH + 24;
const ROW_PATH = [0, 1, 2, 3, 4]
  .map(
    (n) =>
      // The path's absolute points (its start and two line ends) move along; relative ones follow.
      `M${11.525 + n * PITCH} 2.295${STAR_TAIL.replace(/L([\d.]+) /g, (_, x: string) => `L${Number(x) + n * PITCH} `)}`,
  )
  .join('');

function Row({ size, className }: { size: number; className: string }) {
  return (
    <svg
      viewBox={`0 0 ${ROW_WIDTH} 24`}
      width={(size * ROW_WIDTH) / 24}
      height={size}
      className={className}
      fill="currentColor"
      aria-hidden="true"
    >
      <path d={ROW_PATH} />
    </svg>
  );
}

/** Read-only star rating with an accessible text ("Rated 4.5 out of 5"). */
export function Stars({ value, size = 16, className }: Props) {
  const { t } = useTranslation();
  const rating = Math.max(0, Math.min(5, Number.isFinite(value) ? value : 0));
  const rounded = Math.round(rating * 2) / 2;
  // Whole and half stars: n stars and the gaps between them.
  const filled = rounded === 0 ? 0 : Math.floor(rounded) * PITCH - (rounded % 1 === 0 ? 3 : -12);
  return (
    <span
      role="img"
      aria-label={t('common.ratedOutOf', { value: rating.toFixed(1) })}
      className={`relative inline-flex shrink-0 ${className ?? ''}`}
    >
      <Row size={size} className="text-gray-300" />
      {filled > 0 ? (
        <span
          className="absolute inset-y-0 start-0 overflow-hidden"
          style={{ width: `${(filled / ROW_WIDTH) * 100}%` }}
        >
          <Row size={size} className="absolute top-0 start-0 max-w-none text-amber-400" />
        </span>
      ) : null}
    </span>
  );
}
