import type { BankAccount } from '@hitelkapu/domain';
import { escapeHtml, type SandboxVendor, sandboxLayout, sandboxMessagePage } from '../../lib/sandbox-page.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import type { SandboxInstitution } from './bank-sandbox.service.ts';
import type { SandboxPersona } from './personas.ts';

/**
 * The sandbox bank's hosted consent page: plain server-rendered HTML in Hungarian that works
 * without JavaScript (the CSP forbids inline script), with the KYC sandbox's look and a few
 * rules for the lists. Every value from outside is escaped.
 */

export const BANK_SANDBOX_UI_PATH = '/sandbox/bank-sync';
export const BANK_SANDBOX_STYLESHEET_PATH = `${BANK_SANDBOX_UI_PATH}/sandbox.css`;

export const bankSandboxBannerText = 'Próbakörnyezet – nem valódi bank';

const vendor: SandboxVendor = {
  name: 'Próba bankszámla-szolgáltató',
  banner: bankSandboxBannerText,
  stylesheetPath: BANK_SANDBOX_STYLESHEET_PATH,
};
const layout = (title: string, body: string) => sandboxLayout(vendor, title, body);

/** A page with a message and, when known, the way back to the portal. */
export const renderBankSandboxMessage = (view: Parameters<typeof sandboxMessagePage>[1]) =>
  sandboxMessagePage(vendor, view);

export const bankSandboxButtons = {
  next: 'Tovább',
  login: 'Belépés',
  back: 'Vissza',
  consent: 'Hozzájárulok',
  cancel: 'Mégsem',
  fail: 'A bank nem elérhető',
} as const;

export const bankSandboxStylesheet = `${sandboxStylesheet}
.choices{list-style:none;margin:0 0 1rem;padding:0;display:flex;flex-direction:column;gap:.5rem}
.choice{display:flex;align-items:flex-start;gap:.75rem;min-height:3rem;padding:.75rem;border:2px solid #c9d2dc;border-radius:6px;background:#fff;cursor:pointer;font-weight:400}
.choice:hover{border-color:#6b7a89}
.choice input{flex:none;width:1.25rem;height:1.25rem;margin:.125rem 0 0;accent-color:#0d3b66}
.choice-text{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.choice-title{font-weight:600}
.choice-detail{color:#43525f;font-size:.9375rem}
.group{border:0;margin:0;padding:0;min-width:0}
.group legend{font-size:1.125rem;font-weight:600;margin:0 0 .5rem;padding:0}
.facts{margin:0 0 1rem;padding-left:1.25rem}
.facts li{margin:0 0 .25rem}
.reference{color:#43525f;font-size:.875rem;overflow-wrap:anywhere}
.link-button{background:none;border:none;padding:.5rem 0;font:inherit;color:#0d3b66;text-decoration:underline;cursor:pointer;min-height:3rem}
`;

const budapestDay = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

export interface BankSandboxPageView {
  consentId: string;
  formToken: string;
  reference: string;
  /** The portal asked for this bank: the customer cannot go back to the bank list. */
  bankFixed: boolean;
  /** The bank chosen so far, if any. */
  bank: SandboxInstitution | null;
  institutions: readonly SandboxInstitution[];
  /** Chosen persona (step 3) or null (step 1-2). */
  persona: SandboxPersona | null;
  personas: readonly SandboxPersona[];
  accounts: BankAccount[];
  maxHistoricalDays: number;
  validForDays: number;
  /** When the consent would lapse if given now. */
  validUntil: Date;
  error?: string | undefined;
}

/** An IBAN in groups of four, as banks print it; a domestic number as given. */
export const readableAccountNumber = (value: string) =>
  /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(value) ? (value.match(/.{1,4}/g) ?? [value]).join(' ') : value;

const formAction = (consentId: string) => `${BANK_SANDBOX_UI_PATH}/${encodeURIComponent(consentId)}`;

const hidden = (view: BankSandboxPageView) =>
  `<input type="hidden" name="token" value="${escapeHtml(view.formToken)}">`;

const errorBox = (message: string | undefined) =>
  message
    ? `<div class="error-summary" role="alert" id="hibak"><h2>Kérjük, javítsa</h2><p>${escapeHtml(message)}</p></div>`
    : '';

const cancelButton = `<button type="submit" name="action" value="cancel" class="button secondary" formnovalidate>${bankSandboxButtons.cancel}</button>`;

const months = (days: number) => Math.max(1, Math.round(days / 30));

function step1(view: BankSandboxPageView): string {
  const choices = view.institutions
    .map(
      (bank, index) =>
        `<li><label class="choice"><input type="radio" name="bank" value="${escapeHtml(bank.id)}"${
          index === 0 ? ' required' : ''
        }${view.bank?.id === bank.id ? ' checked' : ''}><span class="choice-text"><span class="choice-title">${escapeHtml(
          bank.name,
        )}</span></span></label></li>`,
    )
    .join('\n');
  return `<fieldset class="step">
<legend><span class="step-number">1. lépés</span> Válassza ki a bankját</legend>
<p class="hint">Annak a banknak a számláit kapcsolhatja össze, ahol a fizetése vagy nyugdíja érkezik.</p>
<ul class="choices">
${choices}
</ul>
<div class="actions">
<button type="submit" name="action" value="bank" class="button primary">${bankSandboxButtons.next}</button>
${cancelButton}
</div>
</fieldset>`;
}

function step2(view: BankSandboxPageView): string {
  const choices = view.personas
    .map(
      (persona, index) =>
        `<li><label class="choice"><input type="radio" name="persona" value="${escapeHtml(
          persona.id,
        )}"${index === 0 ? ' required' : ''}><span class="choice-text"><span class="choice-title">${escapeHtml(
          persona.label,
        )}</span><span class="choice-detail">${escapeHtml(persona.description)}</span></span></label></li>`,
    )
    .join('\n');
  return `<fieldset class="step">
<legend><span class="step-number">2. lépés</span> Belépés: ${escapeHtml(view.bank?.name ?? '')}</legend>
<p class="hint">A próbakörnyezetben nem kell jelszót megadnia: válassza ki, melyik próbaügyfélként lép be a bankba. A próbaügyfelek bármelyik bankba beléphetnek.</p>
<ul class="choices">
${choices}
</ul>
<div class="actions">
<button type="submit" name="action" value="login" class="button primary">${bankSandboxButtons.login}</button>
${cancelButton}
</div>
${view.bankFixed ? '' : `<button type="submit" name="action" value="back" class="link-button" formnovalidate>Másik bank választása</button>`}
</fieldset>`;
}

function step3(view: BankSandboxPageView): string {
  const accounts = view.accounts
    .map(
      (account) =>
        `<li><label class="choice"><input type="checkbox" name="account" value="${escapeHtml(
          account.id,
        )}" checked><span class="choice-text"><span class="choice-title">${escapeHtml(
          account.name ?? 'Bankszámla',
        )}</span><span class="choice-detail">${escapeHtml(readableAccountNumber(account.accountNumber ?? ''))} · ${escapeHtml(
          account.currency,
        )}</span></span></label></li>`,
    )
    .join('\n');
  return `<fieldset class="step">
<legend><span class="step-number">3. lépés</span> Hozzájárulás</legend>
<p>Bejelentkezett: <strong>${escapeHtml(view.persona?.ownerName ?? '')}</strong>, ${escapeHtml(view.bank?.name ?? '')}</p>
<fieldset class="group">
<legend>Mely számlákat láthatja a Hitelkapu?</legend>
<ul class="choices">
${accounts}
</ul>
</fieldset>
<h2>Milyen adatokat lát?</h2>
<ul class="facts">
<li>a számlák adatait (számlaszám, a tulajdonos neve, pénznem),</li>
<li>az egyenlegeket,</li>
<li>az elmúlt ${months(view.maxHistoricalDays)} hónap tranzakcióit.</li>
</ul>
<h2>Meddig?</h2>
<p>A hozzájárulás ${view.validForDays} napig érvényes (lejárata: ${escapeHtml(budapestDay.format(view.validUntil))}). A Hitelkapu csak olvashatja az adatokat, pénzt nem mozgathat. A hozzájárulást bármikor visszavonhatja.</p>
<div class="actions">
<button type="submit" name="action" value="consent" class="button primary">${bankSandboxButtons.consent}</button>
${cancelButton}
</div>
<button type="submit" name="action" value="back" class="link-button" formnovalidate>Belépés másik próbaügyfélként</button>
</fieldset>
<fieldset class="step step-sandbox">
<legend><span class="step-number">Tesztelés</span> Banki hiba</legend>
<p class="hint">Azt mutatja meg, mi történik, ha a bank nem válaszol: a Hitelkapu hibát jelez, és új kísérlettel újra megpróbálható.</p>
<div class="actions">
<button type="submit" name="action" value="fail" class="button secondary" formnovalidate>${bankSandboxButtons.fail}</button>
</div>
</fieldset>`;
}

/** The hosted page at the step the consent has reached. */
export function renderBankSandboxPage(view: BankSandboxPageView): string {
  const step = !view.bank ? step1(view) : !view.persona ? step2(view) : step3(view);
  const title = 'Bankszámla összekapcsolása';
  return layout(
    view.error ? `Hiba – ${title}` : title,
    `<h1>${title}</h1>
<p class="lead">A Hitelkapu szeretné megnézni a bankszámlája adatait, hogy a jövedelmét igazolhassa. Ehhez a bankjában kell hozzájárulnia.</p>
<p class="note">Ez próbakörnyezet: nincs valódi bank és valódi számla, a próbaügyfelek adatai kitaláltak.</p>
${errorBox(view.error)}
<form method="post" action="${formAction(view.consentId)}">
${hidden(view)}
${step}
</form>
<p class="reference">A kérés azonosítója: ${escapeHtml(view.reference)}</p>`,
  );
}

export const bankSandboxPages = {
  missing: () =>
    renderBankSandboxMessage({
      title: 'A hozzájárulási kérés nem található',
      paragraphs: [
        'A hivatkozás érvénytelen vagy elavult.',
        'Lépjen vissza a Hitelkapuhoz, és indítsa újra a bankszámla összekapcsolását.',
      ],
    }),
  done: (returnUrl: string) =>
    renderBankSandboxMessage({
      title: 'Ez a hozzájárulási kérés már lezárult',
      paragraphs: ['A döntését már rögzítettük. A folytatáshoz lépjen vissza a Hitelkapuhoz.'],
      returnUrl,
    }),
  forbidden: () =>
    renderBankSandboxMessage({
      title: 'A kérés nem érvényes',
      paragraphs: [
        'Az űrlap elavult vagy nem erről az oldalról érkezett.',
        'Nyissa meg újra a bank oldalát a Hitelkapuból.',
      ],
    }),
  tooManyRequests: () =>
    renderBankSandboxMessage({
      title: 'Túl sok próbálkozás',
      paragraphs: ['Rövid időn belül túl sok kérés érkezett. Várjon néhány percet, majd próbálja újra.'],
    }),
  badRequest: () =>
    renderBankSandboxMessage({
      title: 'Az űrlapot nem sikerült elküldeni',
      paragraphs: ['Lépjen vissza az előző oldalra, és küldje el újra az űrlapot.'],
    }),
  failed: () =>
    renderBankSandboxMessage({
      title: 'Váratlan hiba történt',
      paragraphs: ['A bank oldala most nem érhető el. Próbálja újra néhány perc múlva.'],
    }),
};
