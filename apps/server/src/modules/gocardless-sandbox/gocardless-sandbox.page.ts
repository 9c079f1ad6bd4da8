import { escapeHtml, type SandboxVendor, sandboxLayout, sandboxMessagePage } from '../../lib/sandbox-page.ts';
import { GOCARDLESS_SANDBOX_PREFIX, type LinkPageState } from './gocardless-fake.ts';

/**
 * The sandbox bank's consent page behind a requisition link: in Hungarian, plain HTML that
 * works without JavaScript (the portal's CSP forbids inline script), with the KYC sandbox's
 * stylesheet served under this sandbox's own path. Every value from outside is escaped.
 */

export const GOCARDLESS_SANDBOX_STYLESHEET_PATH = `${GOCARDLESS_SANDBOX_PREFIX}/sandbox.css`;

const vendor: SandboxVendor = {
  name: 'GoCardless Bank Account Data – próbakörnyezet',
  banner: 'Próbakörnyezet – nem valódi banki kapcsolat',
  stylesheetPath: GOCARDLESS_SANDBOX_STYLESHEET_PATH,
};
const layout = (title: string, body: string) => sandboxLayout(vendor, title, body);

export const renderMessagePage = (view: Parameters<typeof sandboxMessagePage>[1]) =>
  sandboxMessagePage(vendor, view);

const scopeLabels: Record<string, string> = {
  details: 'a számlák adatai (számlaszám, a számla tulajdonosának neve, a számla típusa)',
  balances: 'a számlák egyenlege',
  transactions: 'a számlák tranzakciói (összeg, dátum, partner, közlemény)',
};

/** The bank's login and consent screen: pick a demo customer, see what is shared, approve or reject. */
export function renderLinkPage(state: LinkPageState, error?: string): string {
  const { requisition, institution, agreement } = state;
  const action = `${GOCARDLESS_SANDBOX_PREFIX}/link/${encodeURIComponent(requisition.id)}`;
  const scopes = agreement.accessScope
    .map((scope) => scopeLabels[scope])
    .filter((label): label is string => Boolean(label))
    .map((label) => `<li>${escapeHtml(label)}</li>`)
    .join('');
  const options = state.personas
    .map(
      (persona, index) =>
        `<option value="${escapeHtml(persona.id)}"${index === 0 ? ' selected' : ''}>${escapeHtml(persona.label)} – ${escapeHtml(persona.description)}</option>`,
    )
    .join('');
  const summary = error
    ? `<div class="error-summary" role="alert" tabindex="-1" id="hibak"><h2>A kérést nem sikerült elküldeni</h2><p>${escapeHtml(error)}</p></div>`
    : '';
  return layout(
    `Hozzáférés a számlaadatokhoz – ${institution.name}`,
    `<h1>${escapeHtml(institution.name)}: hozzáférés a számlaadataihoz</h1>
<p class="lead">A Hitelkapu a GoCardless-en keresztül kér olvasási hozzáférést a bankszámláihoz, hogy a jövedelmét a számlatörténetből ellenőrizze. Pénzt nem mozgathat, utalást nem indíthat.</p>
${summary}
<div class="note">
<p><strong>Amit a Hitelkapu láthat:</strong></p>
<ul>${scopes}</ul>
<p>Az elmúlt <strong>${agreement.maxHistoricalDays} nap</strong> tranzakcióit, a hozzáférés <strong>${agreement.accessValidForDays} napig</strong> érvényes, és bármikor visszavonhatja.</p>
</div>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${escapeHtml(requisition.formToken)}">
<fieldset class="step step-sandbox">
<legend><span class="step-number">1. lépés</span> Bejelentkezés a bankba</legend>
<div class="field">
<label for="persona">Próbaügyfél</label>
<p class="hint" id="persona-hint">Valódi bankban itt a netbanki azonosítóival lépne be. A próbakörnyezetben kiválasztja, melyik mintaügyfél számláit ossza meg.</p>
<select id="persona" name="persona" aria-describedby="persona-hint">${options}</select>
</div>
</fieldset>
<fieldset class="step">
<legend><span class="step-number">2. lépés</span> Hozzájárulás</legend>
<p class="hint">A hozzájárulás után visszairányítjuk a Hitelkapuhoz.</p>
<div class="actions">
<button type="submit" name="decision" value="approve" class="button primary">Hozzájárulok</button>
<button type="submit" name="decision" value="reject" class="button secondary">Elutasítom</button>
</div>
</fieldset>
</form>`,
  );
}

export const linkPages = {
  missing: () =>
    renderMessagePage({
      title: 'A hivatkozás nem található',
      paragraphs: [
        'Ez a banki hozzájárulás nem létezik, vagy már törölték.',
        'Lépjen vissza a Hitelkapuhoz, és indítsa újra a bankszámla összekapcsolását.',
      ],
    }),
  forbidden: () =>
    renderMessagePage({
      title: 'A kérés nem érvényes',
      paragraphs: ['Az űrlap lejárt vagy nem ebből az oldalból származik. Nyissa meg újra a hivatkozást.'],
    }),
  badRequest: () =>
    renderMessagePage({
      title: 'Az űrlapot nem sikerült elküldeni',
      paragraphs: ['Lépjen vissza az előző oldalra, és küldje el újra az űrlapot.'],
    }),
  closed: (returnUrl: string) =>
    renderMessagePage({
      title: 'Ez a hivatkozás már lezárult',
      paragraphs: [
        'Ezt a hozzájárulást már megadták, elutasították vagy lejárt. A folytatáshoz lépjen vissza a Hitelkapuhoz.',
      ],
      returnUrl,
    }),
  failed: () =>
    renderMessagePage({
      title: 'Váratlan hiba történt',
      paragraphs: ['A banki kapcsolat most nem folytatható. Próbálja újra néhány perc múlva.'],
    }),
};
