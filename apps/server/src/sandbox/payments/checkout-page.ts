import { frenchMessage, SANDBOX_CARDS } from '@publia/shared';
import { escapeHtml, sandboxPage } from '../kit/pages.ts';
import type { CardErrors, CardField, CardForm } from './cards.ts';

/** The payment sandbox's colour: white on it reads at more than 7:1. */
const BRAND = '#4338ca';

const CSS = `h2{font-size:15px;margin:24px 0 6px}.row{display:flex;gap:12px}.row>div{flex:1}
.field-error{color:#b91c1c;font-size:13px;margin:6px 0 0}input[aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.alert{background:#fef2f2;border:1px solid #fecaca;border-radius:10px;padding:10px 12px;color:#991b1b;margin-top:12px}.alert p{color:#991b1b;margin:4px 0 0}
a.allow,a.deny{flex:1;display:block;text-align:center;text-decoration:none;border-radius:10px;padding:11px;font-size:15px;font-weight:600}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:14px;color:#111827}.hint{font-size:13px}`;

const TEST_CARDS = [
  [SANDBOX_CARDS.accepted, 'paymentSandbox.page.testCardAccepted'],
  [SANDBOX_CARDS.declined, 'paymentSandbox.page.testCardDeclined'],
  [SANDBOX_CARDS.chargeFails, 'paymentSandbox.page.testCardChargeFails'],
] as const;

const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CardPageView {
  sessionId: string;
  /** Who the card is for: the customer's name or email. */
  customer: string;
  cancelUrl: string;
  values: Partial<CardForm>;
  errors: CardErrors;
  /** A refusal of the whole card (declined), shown above the form. */
  refusal?: string;
}

function field(view: CardPageView, name: CardField, label: string, attributes: string): string {
  const id = `card-${name}`;
  const error = view.errors[name];
  // The CVC is never sent back into the page, as a bank's form never shows it again.
  const value = name === 'cvc' ? '' : (view.values[name] ?? '');
  return `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

/** The hosted card page: the four fields of a card, the test cards, and that no real money moves. */
export function renderCardPage(view: CardPageView): string {
  const problems = view.refusal ?? (Object.keys(view.errors).length > 0 ? '' : null);
  const alert =
    problems === null
      ? ''
      : `<div class="alert" role="alert"><strong>${escapeHtml(frenchMessage('paymentSandbox.page.errorsTitle'))}</strong>${problems ? `<p>${escapeHtml(problems)}</p>` : ''}</div>`;
  const cards = TEST_CARDS.map(([number, key]) => `<li><code>${grouped(number)}</code> : ${escapeHtml(frenchMessage(key))}</li>`).join('');
  return sandboxPage(
    BRAND,
    frenchMessage('paymentSandbox.page.title'),
    `<span class="brand">${escapeHtml(frenchMessage('paymentSandbox.page.badge'))}</span>
<h1>${escapeHtml(frenchMessage('paymentSandbox.page.heading'))}</h1>
<p>${escapeHtml(frenchMessage('paymentSandbox.page.intro', { customer: view.customer }))}</p>${alert}
<form method="post" action="/sandbox/stripe/checkout/${encodeURIComponent(view.sessionId)}" novalidate>
${field(view, 'number', frenchMessage('paymentSandbox.page.cardNumber'), 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
<div class="row"><div>${field(view, 'expiry', frenchMessage('paymentSandbox.page.expiry'), 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" required')}</div>
<div>${field(view, 'cvc', frenchMessage('paymentSandbox.page.cvc'), 'inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}</div></div>
${field(view, 'name', frenchMessage('paymentSandbox.page.holder'), 'autocomplete="cc-name" maxlength="100" required')}
<div class="actions"><a class="deny" href="${escapeHtml(view.cancelUrl)}">${escapeHtml(frenchMessage('paymentSandbox.page.cancel'))}</a>
<button class="allow" type="submit">${escapeHtml(frenchMessage('paymentSandbox.page.submit'))}</button></div>
</form>
<h2>${escapeHtml(frenchMessage('paymentSandbox.page.testCardsTitle'))}</h2>
<ul>${cards}</ul><p class="hint">${escapeHtml(frenchMessage('paymentSandbox.page.testCardsHint'))}</p>
<p class="notice">${escapeHtml(frenchMessage('paymentSandbox.page.notice'))}</p>`,
    CSS,
  );
}

/** A page with one message instead of the form (session unknown, expired, complete) and the way back. */
export function renderCheckoutNotice(message: string, back: string | null): string {
  return sandboxPage(
    BRAND,
    frenchMessage('paymentSandbox.page.title'),
    `<span class="brand">${escapeHtml(frenchMessage('paymentSandbox.page.badge'))}</span>
<h1>${escapeHtml(frenchMessage('paymentSandbox.page.heading'))}</h1>
<p role="status">${escapeHtml(message)}</p>${back ? `<div class="actions"><a class="allow" href="${escapeHtml(back)}">${escapeHtml(frenchMessage('paymentSandbox.page.backToPublia'))}</a></div>` : ''}
<p class="notice">${escapeHtml(frenchMessage('paymentSandbox.page.notice'))}</p>`,
    CSS,
  );
}
