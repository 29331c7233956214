import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** 'About product': staff HTML (sanitised on the server) collapsed to 3 lines with Show more / less. */
export function AboutProduct({ html }: { html: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const node = box.current;
    if (!node || expanded) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    return () => observer?.disconnect();
  }, [html, expanded]);

  if (!html.trim()) return null;
  return (
    <section aria-labelledby="about-product" className="rounded-xl border border-gray-200 p-4 sm:p-6">
      <h2 id="about-product" className="mb-3 text-lg font-bold text-ink">
        {t('product.aboutProduct')}
      </h2>
      <div
        id="about-product-text"
        ref={box}
        className={`rich-text max-w-4xl text-sm leading-relaxed text-gray-700 ${expanded ? '' : 'line-clamp-3'}`}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {(overflows || expanded) && (
        <button
          type="button"
          className="mt-2 text-sm font-bold text-brand-600 hover:underline"
          aria-expanded={expanded}
          aria-controls="about-product-text"
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('product.showLess') : t('product.showMore')}
        </button>
      )}
    </section>
  );
}
