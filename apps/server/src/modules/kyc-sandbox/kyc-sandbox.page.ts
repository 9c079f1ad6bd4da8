import type { KycDeclineReason } from '@hitelkapu/domain';
import { escapeHtml, type SandboxVendor, sandboxLayout, sandboxMessagePage } from '../../lib/sandbox-page.ts';
import { MAX_SANDBOX_IMAGE_BYTES, type SandboxDocumentType } from './kyc-sandbox.service.ts';

/**
 * The sandbox vendor's pages: plain server-rendered HTML in Hungarian that works without
 * JavaScript (the CSP forbids inline script anyway) and takes its look from one stylesheet
 * on the same origin. Every value from outside is escaped.
 */

export const SANDBOX_STYLESHEET_PATH = '/sandbox/kyc/sandbox.css';

export const sandboxBannerText = 'Próbakörnyezet – nem valódi azonosítás';

const vendor: SandboxVendor = {
  name: 'Próba azonosító szolgáltató',
  banner: sandboxBannerText,
  stylesheetPath: SANDBOX_STYLESHEET_PATH,
};
const layout = (title: string, body: string) => sandboxLayout(vendor, title, body);

/** A page with a message and, when known, the way back to the portal. */
export const renderSandboxMessage = (view: Parameters<typeof sandboxMessagePage>[1]) =>
  sandboxMessagePage(vendor, view);

export const documentTypeLabels: Record<SandboxDocumentType, string> = {
  ID_CARD: 'Személyi igazolvány',
  PASSPORT: 'Útlevél',
  DRIVING_LICENCE: 'Vezetői engedély',
};

export const declineReasonLabels: Record<KycDeclineReason, string> = {
  DOCUMENT_UNREADABLE: 'Az okmány nem olvasható',
  FACE_MISMATCH: 'Az arckép nem egyezik az okmány fényképével',
  DOCUMENT_EXPIRED: 'Az okmány lejárt',
  ABANDONED: 'Az ügyfél megszakította az azonosítást',
};

/** Button labels: the outcome the tester chooses. */
export const outcomeLabels = {
  VERIFIED: 'Azonosítás sikeres',
  DECLINED: 'Azonosítás elutasítva',
} as const;

const budapestTime = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  hour: '2-digit',
  minute: '2-digit',
});

function options(labels: Record<string, string>, selected: string | undefined): string {
  return Object.entries(labels)
    .map(
      ([value, label]) =>
        `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
}

export interface SandboxFormView {
  reference: string;
  expiresAt: Date;
  /** Messages by field name after a refused submission. */
  fieldErrors?: Record<string, string>;
  values?: { documentType?: string; declineReason?: string };
}

const fieldOrder = ['document', 'selfie', 'documentType', 'declineReason', 'outcome'] as const;

/** The capture page: document photo, selfie, then the tester's verdict. */
export function renderSandboxForm(view: SandboxFormView): string {
  const errors = view.fieldErrors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const maxMb = Math.floor(MAX_SANDBOX_IMAGE_BYTES / (1024 * 1024));
  const errorOf = (name: string) =>
    errors[name] ? `<p class="field-error" id="${name}-error">${escapeHtml(errors[name])}</p>` : '';
  const describedBy = (name: string, hint?: string) => {
    const ids = [hint, errors[name] ? `${name}-error` : undefined].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[name] ? ' aria-invalid="true"' : ''}`;
  };
  const summary = hasErrors
    ? `<div class="error-summary" role="alert" tabindex="-1" id="hibak">
<h2>Az azonosítást nem lehetett elküldeni</h2>
<ul>${fieldOrder
        .filter((name) => errors[name])
        .map((name) => `<li><a href="#${name}">${escapeHtml(errors[name] as string)}</a></li>`)
        .join('')}</ul>
<p>A biztonság kedvéért a képeket újra ki kell választania.</p>
</div>`
    : '';
  const action = `/sandbox/kyc/${encodeURIComponent(view.reference)}`;

  return layout(
    hasErrors ? 'Hiba – Személyazonosság ellenőrzése' : 'Személyazonosság ellenőrzése',
    `<h1>Személyazonosság ellenőrzése</h1>
<p class="lead">Az azonosítás két lépésből áll: lefényképezi személyazonosító okmányát, majd készít magáról egy fényképet (szelfit). A képeket csak az ellenőrzéshez használjuk.</p>
<p class="note">Ez próbakörnyezet: a képeket senki nem vizsgálja meg, az eredményt a 3. lépésben Ön választja ki. Az azonosítást ${escapeHtml(budapestTime.format(view.expiresAt))}-ig fejezheti be.</p>
${summary}
<form method="post" action="${action}" enctype="multipart/form-data">
<fieldset class="step">
<legend><span class="step-number">1. lépés</span> Személyazonosító okmány</legend>
<div class="field">
<label for="documentType">Okmány típusa</label>
<select id="documentType" name="documentType"${describedBy('documentType')}>${options(documentTypeLabels, view.values?.documentType ?? 'ID_CARD')}</select>
${errorOf('documentType')}
</div>
<div class="field">
<label for="document">Az okmány fényképe</label>
<p class="hint" id="document-hint">Fényképezze le az okmány fényképes oldalát jól megvilágítva, tükröződés nélkül. JPEG vagy PNG kép, legfeljebb ${maxMb} MB.</p>
<input type="file" id="document" name="document" accept="image/jpeg,image/png" capture="environment" required${describedBy('document', 'document-hint')}>
${errorOf('document')}
</div>
</fieldset>
<fieldset class="step">
<legend><span class="step-number">2. lépés</span> Szelfi készítése</legend>
<div class="field">
<label for="selfie">Fénykép Önről</label>
<p class="hint" id="selfie-hint">Nézzen egyenesen a kamerába, sapka és napszemüveg nélkül. JPEG vagy PNG kép, legfeljebb ${maxMb} MB.</p>
<input type="file" id="selfie" name="selfie" accept="image/jpeg,image/png" capture="user" required${describedBy('selfie', 'selfie-hint')}>
${errorOf('selfie')}
</div>
</fieldset>
<fieldset class="step step-sandbox">
<legend><span class="step-number">3. lépés</span> Az ellenőrzés eredménye</legend>
<p class="hint">Valódi azonosításnál itt a szolgáltató dönt. A próbakörnyezetben Ön választja ki, milyen eredményt kapjon a Hitelkapu.</p>
<div class="field">
<label for="declineReason">Elutasítás oka</label>
<p class="hint" id="declineReason-hint">Csak az „${outcomeLabels.DECLINED}” gombhoz kell.</p>
<select id="declineReason" name="declineReason"${describedBy('declineReason', 'declineReason-hint')}>${options(declineReasonLabels, view.values?.declineReason)}</select>
${errorOf('declineReason')}
</div>
${errorOf('outcome')}
<div class="actions">
<button type="submit" name="outcome" value="VERIFIED" class="button primary">${outcomeLabels.VERIFIED}</button>
<button type="submit" name="outcome" value="DECLINED" class="button secondary">${outcomeLabels.DECLINED}</button>
</div>
</fieldset>
</form>`,
  );
}

export const sandboxPages = {
  missing: () =>
    renderSandboxMessage({
      title: 'Az azonosítás nem található',
      paragraphs: [
        'A hivatkozás érvénytelen, vagy az azonosítás ideje lejárt (30 percig lehet befejezni).',
        'Lépjen vissza a Hitelkapuhoz, és indítsa újra a személyazonosság ellenőrzését.',
      ],
    }),
  expired: (returnUrl: string) =>
    renderSandboxMessage({
      title: 'Az azonosítás ideje lejárt',
      paragraphs: [
        'Az azonosítást 30 percen belül lehetett befejezni.',
        'Lépjen vissza a Hitelkapuhoz, és indítsa újra a személyazonosság ellenőrzését.',
      ],
      returnUrl,
    }),
  done: (returnUrl: string) =>
    renderSandboxMessage({
      title: 'Ez az azonosítás már lezárult',
      paragraphs: ['Az eredményt elküldtük a Hitelkapunak. A folytatáshoz lépjen vissza a Hitelkapuhoz.'],
      returnUrl,
    }),
  tooManyRequests: () =>
    renderSandboxMessage({
      title: 'Túl sok próbálkozás',
      paragraphs: ['Rövid időn belül túl sok kérés érkezett. Várjon néhány percet, majd próbálja újra.'],
    }),
  badRequest: () =>
    renderSandboxMessage({
      title: 'Az űrlapot nem sikerült elküldeni',
      paragraphs: ['Lépjen vissza az előző oldalra, és küldje el újra az űrlapot.'],
    }),
  failed: () =>
    renderSandboxMessage({
      title: 'Váratlan hiba történt',
      paragraphs: ['Az azonosítás most nem folytatható. Próbálja újra néhány perc múlva.'],
    }),
  notFound: () =>
    renderSandboxMessage({
      title: 'Az oldal nem található',
      paragraphs: ['Ezen a címen nincs oldal. Lépjen vissza a Hitelkapuhoz.'],
    }),
};

/**
 * The look: calm and bank-like, readable on a phone, large touch targets (at least 48 px),
 * a focus ring that is always visible, colours above 4.5:1 contrast.
 */
export const sandboxStylesheet = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1b2733;background:#f3f5f8}
.banner{background:#fff3cd;color:#4d3800;border-bottom:2px solid #c99a2e;padding:.75rem 1rem;text-align:center;font-size:1rem}
.vendor{background:#0d3b66;color:#fff;padding:.875rem 1rem}
.vendor-name{display:block;max-width:40rem;margin:0 auto;font-weight:600;letter-spacing:.01em}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.625rem;line-height:1.25;margin:0 0 1rem;color:#0d3b66}
h2{font-size:1.125rem;margin:0 0 .5rem}
p{margin:0 0 1rem}
.lead{font-size:1.0625rem}
.note{background:#e8eef5;border-left:4px solid #0d3b66;padding:.75rem 1rem;border-radius:4px}
form{margin:0}
.step{background:#fff;border:1px solid #c9d2dc;border-radius:8px;padding:1rem 1rem .5rem;margin:0 0 1.25rem;min-width:0}
.step legend{font-size:1.125rem;font-weight:600;padding:0 .25rem;color:#0d3b66}
.step-number{display:block;font-size:.875rem;font-weight:600;color:#43525f;text-transform:uppercase;letter-spacing:.04em}
.step-sandbox{border-style:dashed;border-color:#8a6d1f;background:#fffdf6}
.field{margin:0 0 1rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
.hint{color:#43525f;font-size:.9375rem;margin:0 0 .5rem}
select,input[type=file]{display:block;width:100%;min-height:3rem;font:inherit;color:inherit;background:#fff;border:2px solid #6b7a89;border-radius:6px;padding:.5rem .75rem}
input[type=file]{padding:.375rem}
input[type=file]::file-selector-button{min-height:2.5rem;margin-right:.75rem;font:inherit;font-weight:600;color:#0d3b66;background:#e8eef5;border:1px solid #0d3b66;border-radius:4px;padding:.25rem .75rem;cursor:pointer}
[aria-invalid=true]{border-color:#b3261e}
.field-error{color:#b3261e;font-weight:600;margin:.375rem 0 0}
.error-summary{border:3px solid #b3261e;background:#fff;border-radius:8px;padding:1rem;margin:0 0 1.25rem}
.error-summary ul{margin:0 0 .75rem;padding-left:1.25rem}
.error-summary a{color:#b3261e;font-weight:600}
.actions{display:flex;flex-direction:column;gap:.75rem;margin:1rem 0 .5rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:3rem;padding:.75rem 1.25rem;font:inherit;font-weight:600;border-radius:6px;border:2px solid #0d3b66;cursor:pointer;text-decoration:none;text-align:center}
.primary{background:#0d3b66;color:#fff}
.primary:hover{background:#0a2e50}
.secondary{background:#fff;color:#0d3b66}
.secondary:hover{background:#e8eef5}
a{color:#0d3b66}
:focus-visible{outline:3px solid #c25e00;outline-offset:3px}
@media (min-width:36rem){.actions{flex-direction:row}.actions .button{flex:1}}
@media (prefers-reduced-motion:no-preference){.button{transition:background-color .15s}}
`;
