/**
 * The sandbox provider's hosted payment page: plain HTML with a card form that posts to this
 * server (no script: the content security policy forbids inline script, and the page needs none;
 * styles sit in one <style> element, which the policy allows). Arabic pages are right-to-left.
 */
import { formatMoney } from '@shop/domain';
import { translate, type Lang } from '../../http/i18n.js';
import type { CardField, SandboxCheckout } from '../../services/payments/index.js';
import { SANDBOX_CARDS } from '../../services/payments/index.js';
import { escapeHtml } from '../../shared/html.js';
import { localizedText } from '../../services/localized.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,Arial,sans-serif;background:#f3f4f6;color:#111827}
main{max-inline-size:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.25rem;margin:0 0 .25rem}
.shop{color:#4b5563;margin:0 0 1rem}
.test{background:#fef3c7;border:1px solid #f59e0b;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#4b5563}dd{margin:0;font-weight:600}
label{display:block;margin-block-start:.75rem;font-size:.875rem}
input{display:block;inline-size:100%;margin-block-start:.25rem;padding:.5rem;font:inherit;border:1px solid #9ca3af;border-radius:.375rem}
input[aria-invalid=true]{border-color:#dc2626}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.error{color:#b91c1c;font-size:.8125rem;margin:.25rem 0 0}
button{margin-block-start:1.25rem;inline-size:100%;padding:.75rem;font:inherit;font-weight:600;color:#fff;background:#1f2a44;border:0;border-radius:.375rem;cursor:pointer}
.cancel{display:block;text-align:center;margin-block-start:.75rem;color:#374151}
.cards{margin-block-start:1.25rem;font-size:.875rem;color:#374151}
.cards ul{padding-inline-start:1.25rem}
bdi{font-family:ui-monospace,Menlo,Consolas,monospace}
`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function summary(checkout: SandboxCheckout, t: (key: string) => string): string {
  const shop = localizedText({ ar: checkout.shopNameAr, en: checkout.shopNameEn }, checkout.lang);
  return `<h1>${escapeHtml(t('payment.sandbox.title'))}</h1>
<p class="shop">${escapeHtml(shop)}</p>
<p class="test" role="note">${escapeHtml(t('payment.sandbox.testMode'))}</p>
<dl>
<dt>${escapeHtml(t('payment.sandbox.order'))}</dt><dd><bdi>${escapeHtml(checkout.orderCode)}</bdi></dd>
<dt>${escapeHtml(t('payment.sandbox.amount'))}</dt><dd><bdi>${formatMoney(checkout.amountHalalas)}</bdi> ${escapeHtml(t('payment.sandbox.currency'))}</dd>
</dl>`;
}

export interface CardFormState {
  values?: Partial<Record<CardField, string>>;
  errors?: Partial<Record<CardField, string>>;
}

/** The hosted page with its card form (and the errors of a refused submission). */
export function sandboxPageHtml(checkout: SandboxCheckout, state: CardFormState = {}): string {
  const lang = checkout.lang;
  const t = (key: string) => translate(lang, key);
  const field = (name: CardField, label: string, attrs: string) => {
    const error = state.errors?.[name];
    // The card number is never echoed back into the page.
    const value = name === 'number' || name === 'cvc' ? '' : (state.values?.[name] ?? '');
    return `<label for="${name}">${escapeHtml(label)}
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}"${error ? ` aria-invalid="true" aria-describedby="${name}-error"` : ''} required>
</label>${error ? `<p class="error" id="${name}-error">${escapeHtml(t(error))}</p>` : ''}`;
  };
  const body = `${summary(checkout, t)}
<form method="post" action="/payments/sandbox/${escapeHtml(checkout.token)}?lang=${lang}" novalidate>
${field('number', t('payment.sandbox.cardNumber'), 'inputmode="numeric" autocomplete="cc-number" dir="ltr" maxlength="23"')}
<div class="row">
<div>${field('expiry', t('payment.sandbox.expiry'), 'autocomplete="cc-exp" dir="ltr" placeholder="MM/YY" maxlength="7"')}</div>
<div>${field('cvc', t('payment.sandbox.cvc'), 'inputmode="numeric" autocomplete="cc-csc" dir="ltr" maxlength="4"')}</div>
</div>
${field('name', t('payment.sandbox.name'), 'autocomplete="cc-name" maxlength="100"')}
<button type="submit">${escapeHtml(t('payment.sandbox.pay'))} <bdi>${formatMoney(checkout.amountHalalas)}</bdi> ${escapeHtml(t('payment.sandbox.currency'))}</button>
</form>
<a class="cancel" href="/payments/callback?id=${encodeURIComponent(checkout.token)}">${escapeHtml(t('payment.sandbox.cancel'))}</a>
<section class="cards" aria-labelledby="cards-title">
<h2 id="cards-title">${escapeHtml(t('payment.sandbox.testCards'))}</h2>
<ul>
<li><bdi>${spaced(SANDBOX_CARDS.success)}</bdi>: ${escapeHtml(t('payment.sandbox.successCard'))}</li>
<li><bdi>${spaced(SANDBOX_CARDS.declined)}</bdi>: ${escapeHtml(t('payment.sandbox.declineCard'))}</li>
</ul>
<p>${escapeHtml(t('payment.sandbox.anyExpiry'))}</p>
</section>`;
  return page(lang, t('payment.sandbox.title'), body);
}

/** A payment already finished: nothing to pay here, back to the order. */
export function sandboxClosedHtml(checkout: SandboxCheckout, billUrl: string): string {
  const t = (key: string) => translate(checkout.lang, key);
  return page(
    checkout.lang,
    t('payment.sandbox.title'),
    `${summary(checkout, t)}<p>${escapeHtml(t('payment.sandbox.closed'))}</p>
<a class="cancel" href="${escapeHtml(billUrl)}">${escapeHtml(t('payment.sandbox.back'))}</a>`,
  );
}

export function sandboxNotFoundHtml(lang: Lang): string {
  const text = translate(lang, 'payment.sandbox.notFound');
  return page(lang, text, `<h1>${escapeHtml(text)}</h1>`);
}
