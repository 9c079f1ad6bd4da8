import {
  type FinancingOptions,
  finalPurchaseStatuses,
  type MerchantPurchase,
  type PurchaseStatus,
} from '@hitelkapu/domain';
import { formatHuf, formatPercent } from '@hitelkapu/domain/format/number';
import { escapeHtml, type SandboxVendor, sandboxLayout } from '../../lib/sandbox-page.ts';
import { DEMO_SHOP_NAME, SHOP_SANDBOX_PATH } from './demo-shop.ts';
import { MAX_QUANTITY_PER_PRODUCT, quantityField, type ShopProduct } from './shop-basket.ts';

/**
 * The demo shop's pages: server-rendered Hungarian HTML without any script (the portal's CSP
 * allows none inline), usable on a phone. Every value that is not a literal of this file is
 * escaped, whatever its source: the merchant API's answers and the query are untrusted here.
 */
export const SHOP_STYLESHEET_PATH = `${SHOP_SANDBOX_PATH}/shop.css`;
export const SHOP_ORDERS_PATH = `${SHOP_SANDBOX_PATH}/orders`;
export const SHOP_CHECKOUT_PATH = `${SHOP_SANDBOX_PATH}/checkout`;
export const SHOP_RETURN_PATH = `${SHOP_SANDBOX_PATH}/return`;

export const shopVendor: SandboxVendor = {
  name: DEMO_SHOP_NAME,
  banner: 'Bemutató webáruház – nem valódi üzlet, a vásárlás tesztvásárlás',
  stylesheetPath: SHOP_STYLESHEET_PATH,
};

export const shopStyles = `
.products{display:grid;gap:1rem;margin:0 0 1.25rem}
@media (min-width:36rem){.products{grid-template-columns:1fr 1fr}}
.product,.order{background:#fff;border:1px solid #c9d2dc;border-radius:8px;padding:1rem;min-width:0}
.product h2{margin:0 0 .25rem}
.price{font-size:1.25rem;font-weight:700;font-variant-numeric:tabular-nums;margin:0 0 .25rem}
.instalment{color:#1b5e20;font-weight:600;margin:0 0 .75rem}
.small{font-size:.875rem;color:#43525f}
input[type=number],input[type=text]{display:block;width:100%;min-height:3rem;font:inherit;color:inherit;background:#fff;border:2px solid #6b7a89;border-radius:6px;padding:.5rem .75rem}
.order{margin:0 0 1.25rem}
.status{display:inline-block;font-weight:700;padding:.125rem .5rem;border-radius:4px;background:#e8eef5;color:#0d3b66}
table{width:100%;border-collapse:collapse;margin:0 0 1rem;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #e1e6ec;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
.ok{color:#1b5e20;font-weight:600}
.error{color:#b3261e;font-weight:600}
.notice{border:2px solid #1b5e20;background:#fff;border-radius:8px;padding:.75rem 1rem;margin:0 0 1.25rem}
.key{word-break:break-all;font-family:ui-monospace,monospace;background:#e8eef5;padding:.5rem;border-radius:6px}
.events{list-style:none;padding:0;margin:0 0 1rem}
.events li{background:#fff;border:1px solid #c9d2dc;border-radius:8px;padding:.75rem 1rem;margin:0 0 .5rem}
.actions form{display:flex;flex-direction:column}
@media (min-width:36rem){.actions form{flex:1}}
.inline{display:flex;gap:.5rem;align-items:flex-end;flex-wrap:wrap}
.inline .field{flex:1;min-width:10rem;margin:0}
.inline .button{flex:1 1 100%}
@media (min-width:36rem){.inline .button{flex:0 0 auto}}
details{margin:0 0 1rem}
code{word-break:break-all}
`;

const dateTime = new Intl.DateTimeFormat('hu-HU', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Budapest',
});
const formatTime = (iso: string | Date) => dateTime.format(typeof iso === 'string' ? new Date(iso) : iso);

/** The purchase's state in the shop's words. */
export const shopStatusLabels: Record<PurchaseStatus, string> = {
  CREATED: 'Létrehozva – a vásárló még nem nyitotta meg a fizetést',
  LINKED: 'A vásárló megnyitotta a fizetést',
  APPLICATION_STARTED: 'Hiteligénylés folyamatban',
  APPLICATION_UNDER_REVIEW: 'A hitelkérelem bírálat alatt',
  LOAN_APPROVED: 'Hitel jóváhagyva – a rendelés kiszállítható',
  MONEY_TRANSFERRED: 'Kiszállítva, a Hitelkapu kifizette a boltot',
  PAID: 'A vásárló a hitelt visszafizette',
  REVOKED: 'Visszavonva (visszatérítés vagy elállás)',
  CANCELLED: 'Törölve',
  DENIED: 'A hitelkérelmet elutasították',
};

const returnResultLabels: Record<string, string> = {
  approved: 'jóváhagyva',
  pending: 'bírálat alatt',
  cancelled: 'megszakítva',
};

/** The calculator line of a product: the lowest monthly payment, with its THM and total. */
export function instalmentLine(financing: FinancingOptions | null): string {
  const cheapest = financing?.options.reduce<FinancingOptions['options'][number] | null>(
    (best, option) =>
      best === null || option.quote.monthlyPayment < best.quote.monthlyPayment ? option : best,
    null,
  );
  if (!cheapest) {
    return '<p class="small">A részletfizetés feltételei most nem érhetők el.</p>';
  }
  const { quote } = cheapest;
  return `<p class="instalment">Áruhitellel havi ${escapeHtml(formatHuf(quote.monthlyPayment))}-tól</p>
<p class="small">${escapeHtml(String(quote.months))} hónapra, THM ${escapeHtml(formatPercent(quote.thm / 100))}, teljes visszafizetendő összeg ${escapeHtml(formatHuf(quote.totalRepayable))}.</p>`;
}

export interface ShopForm {
  quantities: Record<string, string>;
  idempotencyKey: string;
  reference: string;
}

export function renderShopPage(view: {
  products: readonly { product: ShopProduct; financing: FinancingOptions | null }[];
  form: ShopForm;
  error?: string | undefined;
  apiKey: string;
}): string {
  const cards = view.products
    .map(({ product, financing }) => {
      const field = quantityField(product.sku);
      return `<article class="product">
<h2>${escapeHtml(product.name)}</h2>
<p class="small">${escapeHtml(product.description)}</p>
<p class="price">${escapeHtml(formatHuf(product.unitPrice))}</p>
${instalmentLine(financing)}
<div class="field"><label for="${escapeHtml(field)}">Mennyiség (db)</label>
<input type="number" inputmode="numeric" id="${escapeHtml(field)}" name="${escapeHtml(field)}" min="0" max="${MAX_QUANTITY_PER_PRODUCT}" step="1" value="${escapeHtml(view.form.quantities[product.sku] ?? '0')}"></div>
</article>`;
    })
    .join('\n');
  return sandboxLayout(
    shopVendor,
    'Termékek',
    `<h1>${escapeHtml(DEMO_SHOP_NAME)}</h1>
<p class="note">Ez egy bemutató webáruház. Azt mutatja meg, hogyan fizet egy vásárló a Hitelkapu áruhitelével: a bolt a Hitelkapu kereskedői API-ján indítja a vásárlást, tesztkulccsal. Valódi hitel nem jön létre, pénz nem mozdul, terméket nem szállítunk ki.</p>
${view.error ? `<div class="error-summary" role="alert"><p>${escapeHtml(view.error)}</p></div>` : ''}
<form method="post" action="${SHOP_CHECKOUT_PATH}" novalidate>
<input type="hidden" name="idempotencyKey" value="${escapeHtml(view.form.idempotencyKey)}">
<input type="hidden" name="reference" value="${escapeHtml(view.form.reference)}">
<p>Adja meg, melyik termékből hány darabot kér, majd fizessen áruhitellel.</p>
<div class="products">
${cards}
</div>
<div class="actions"><button class="button primary" type="submit">Fizetés Hitelkapu áruhitellel</button></div>
</form>
<p><a href="${SHOP_ORDERS_PATH}">A bolt rendelései és a beérkezett értesítések</a></p>
<details><summary>A bolt API-kulcsa (tesztkulcs)</summary>
<p>Ezzel a kulccsal a bemutató bolt nevében Ön is hívhatja a kereskedői API-t, például:</p>
<p class="key">${escapeHtml(view.apiKey)}</p>
<p class="small"><code>curl -H "Authorization: Bearer ${escapeHtml(view.apiKey)}" "/merchant-api/v1/financing-options?amount=189990"</code></p>
<p class="small">A kulcs csak tesztvásárlásokra jó. Az API leírása: <a href="/api/docs">/api/docs</a>.</p>
</details>`,
  );
}

/** One webhook the shop's receiver took. */
export interface ReceivedShopWebhook {
  receivedAt: Date;
  webhookId: string;
  eventType: string;
  signatureValid: boolean;
  /** The purchase the event is about, when the body names one. */
  purchaseId: string | null;
  status: string | null;
}

/** One order on the orders page: the purchase as the API answered it, or why it could not be read. */
export interface OrderView {
  id: string;
  reference: string | null;
  purchase: MerchantPurchase | null;
  readError: string | null;
  /** The API's refusal of the last action on this order. */
  actionError: string | null;
  /** A fresh Idempotency-Key for each action form. */
  keys: { fulfil: string; refund: string; refundFull: string; cancel: string };
}

const isFinal = (status: PurchaseStatus) =>
  (finalPurchaseStatuses as readonly PurchaseStatus[]).includes(status);

const orderAnchor = (id: string) => `rendeles-${id}`;

function actionForm(
  order: OrderView,
  action: string,
  key: string,
  label: string,
  extra = '',
  primary = false,
) {
  return `<form method="post" action="${SHOP_ORDERS_PATH}/${escapeHtml(encodeURIComponent(order.id))}/${action}">
<input type="hidden" name="idempotencyKey" value="${escapeHtml(key)}">${extra}
<button class="button ${primary ? 'primary' : 'secondary'}" type="submit">${escapeHtml(label)}</button>
</form>`;
}

function renderOrder(order: OrderView): string {
  const head = `<h2 id="${escapeHtml(orderAnchor(order.id))}-cim">Rendelés ${escapeHtml(order.reference ?? order.purchase?.reference ?? '')}</h2>
<p class="small">Hitelkapu azonosító: <code>${escapeHtml(order.id)}</code></p>`;
  const actionError = order.actionError
    ? `<div class="error-summary" role="alert"><p>${escapeHtml(order.actionError)}</p></div>`
    : '';
  if (!order.purchase) {
    return `<article class="order" id="${escapeHtml(orderAnchor(order.id))}" aria-labelledby="${escapeHtml(orderAnchor(order.id))}-cim">
${head}${actionError}
<p class="error">${escapeHtml(order.readError ?? 'A rendelés állapotát most nem sikerült lekérdezni.')}</p>
</article>`;
  }
  const p = order.purchase;
  const remaining = p.totalAmount - p.refundedAmount;
  const lines = p.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}</td><td class="num">${escapeHtml(String(line.quantity))} db</td><td class="num">${escapeHtml(formatHuf(line.amount))}</td></tr>`,
    )
    .join('');
  const events = p.events
    .map(
      (event) =>
        `<li>${escapeHtml(formatTime(event.at))}: ${escapeHtml(shopStatusLabels[event.status])}${event.refundAmount !== null ? `, visszatérítés ${escapeHtml(formatHuf(event.refundAmount))}` : ''}</li>`,
    )
    .join('');
  return `<article class="order" id="${escapeHtml(orderAnchor(order.id))}" aria-labelledby="${escapeHtml(orderAnchor(order.id))}-cim">
${head}${actionError}
<p>Állapot: <span class="status">${escapeHtml(shopStatusLabels[p.status])}</span></p>
<table><thead><tr><th>Termék</th><th class="num">Mennyiség</th><th class="num">Összeg</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><th colspan="2">Végösszeg</th><td class="num">${escapeHtml(formatHuf(p.totalAmount))}</td></tr>
${p.refundedAmount > 0 ? `<tr><th colspan="2">Visszatérítve</th><td class="num">${escapeHtml(formatHuf(p.refundedAmount))}</td></tr>` : ''}</tfoot></table>
${p.fulfilledAt ? `<p>Kiszállítás visszaigazolva: ${escapeHtml(formatTime(p.fulfilledAt))}</p>` : ''}
<details><summary>Előzmények</summary><ul>${events}</ul></details>
${isFinal(p.status) ? '<p>A rendelés lezárult, több teendő nincs vele.</p>' : actions(order, remaining)}
</article>`;
}

/** Every action of the shop; the API says which one the purchase's state allows (409 otherwise). */
function actions(order: OrderView, remaining: number): string {
  const refundAmountId = `refund-${order.id}`;
  return `<div class="actions">
${actionForm(order, 'fulfil', order.keys.fulfil, 'Kiszállítás visszaigazolása', '', true)}
${actionForm(order, 'cancel', order.keys.cancel, 'Rendelés törlése')}
</div>
<form method="post" action="${SHOP_ORDERS_PATH}/${escapeHtml(encodeURIComponent(order.id))}/refunds">
<input type="hidden" name="idempotencyKey" value="${escapeHtml(order.keys.refund)}">
<div class="inline"><div class="field"><label for="${escapeHtml(refundAmountId)}">Visszatérítendő összeg (Ft)</label>
<input type="text" inputmode="numeric" id="${escapeHtml(refundAmountId)}" name="amount" value=""></div>
<button class="button secondary" type="submit">Részleges visszatérítés</button></div>
</form>
<div class="actions">
${actionForm(order, 'refunds', order.keys.refundFull, `Teljes visszatérítés (${formatHuf(Math.max(remaining, 0))})`, `<input type="hidden" name="amount" value="${escapeHtml(String(Math.max(remaining, 0)))}">`)}
</div>`;
}

function renderEvents(events: readonly ReceivedShopWebhook[]): string {
  if (events.length === 0) {
    return '<p>Még nem érkezett értesítés. Frissítse az oldalt, miután a vásárló továbblépett a Hitelkapun.</p>';
  }
  const items = events
    .map((event) => {
      const about = event.purchaseId
        ? `<br><span class="small">Vásárlás: <code>${escapeHtml(event.purchaseId)}</code>${event.status && event.status in shopStatusLabels ? `, ${escapeHtml(shopStatusLabels[event.status as PurchaseStatus])}` : ''}</span>`
        : '';
      return `<li><strong><code>${escapeHtml(event.eventType || '–')}</code></strong> · <span class="${event.signatureValid ? 'ok' : 'error'}">${event.signatureValid ? 'aláírás rendben' : 'hibás aláírás'}</span>
<br><span class="small">Érkezett: ${escapeHtml(formatTime(event.receivedAt))} · webhook-id: <code>${escapeHtml(event.webhookId || '–')}</code></span>${about}</li>`;
    })
    .join('\n');
  return `<ul class="events">\n${items}\n</ul>`;
}

export function renderOrdersPage(view: {
  orders: readonly OrderView[];
  events: readonly ReceivedShopWebhook[];
  notice?: string | undefined;
  /** The `result` of the return URL, shown only to say it is not trusted. */
  returnResult?: string | undefined;
  /** The order the return URL named, which this shop does not know. */
  unknownReference?: string | undefined;
}): string {
  const returned =
    view.returnResult !== undefined
      ? `<div class="note"><p>Visszatért a Hitelkapuról${returnResultLabels[view.returnResult] ? ` (a visszatérési cím szerint: ${escapeHtml(returnResultLabels[view.returnResult] ?? '')})` : ''}.</p>
<p>A visszatérési cím semmit nem bizonyít, bárki megnyithatja. A bolt a rendelés állapotát mindig a Hitelkapu kereskedői API-jából olvassa ki; az alábbi állapot onnan származik.</p></div>`
      : '';
  const unknown = view.unknownReference
    ? `<div class="error-summary" role="alert"><p>A(z) ${escapeHtml(view.unknownReference)} rendelést ez a bemutató bolt nem ismeri. A bolt a rendeléseit csak a szerver újraindításáig jegyzi meg; a Hitelkapu azonosítóval (?id=…) bármelyik rendelése megnyitható.</p></div>`
    : '';
  const orders =
    view.orders.length === 0
      ? '<p>Még nincs rendelés. <a href="/sandbox/shop">Vásároljon a boltban</a> áruhitellel.</p>'
      : view.orders.map(renderOrder).join('\n');
  return sandboxLayout(
    shopVendor,
    'Rendelések',
    `<h1>Rendelések</h1>
${view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ''}${returned}${unknown}
<p class="lead">Itt a bolt kezeli a rendeléseit: visszaigazolja a kiszállítást (csak jóváhagyott hitel után), visszatéríti az árat, vagy törli a rendelést. Minden művelet a Hitelkapu kereskedői API-ján megy, saját Idempotency-Key-jel.</p>
<p class="small">A bemutató bolt a rendeléseit a szerver memóriájában tartja, újraindításig. Egy korábbi rendelés a Hitelkapu azonosítójával nyitható meg: ${escapeHtml(SHOP_ORDERS_PATH)}?id=…</p>
${orders}
<h2>Beérkezett értesítések (webhookok)</h2>
<p>A Hitelkapu minden állapotváltozásról aláírt értesítést küld a boltnak. A bolt minden értesítés aláírását ellenőrzi a titkos kulcsával (Standard Webhooks).</p>
${renderEvents(view.events)}
<p><a class="button secondary" href="${SHOP_SANDBOX_PATH}">Vissza a termékekhez</a></p>`,
  );
}
