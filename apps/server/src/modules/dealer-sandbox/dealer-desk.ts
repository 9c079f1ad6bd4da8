import { dealerPrescoreCreateSchema } from '@hitelkapu/domain/contracts/leasing-prescore';
import {
  type ErrorMessageKey,
  errorMessagesHu,
  fillErrorMessage,
} from '@hitelkapu/domain/wording/error-messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import {
  acceptFormBodyAsText,
  escapeHtml,
  type SandboxVendor,
  sandboxLayout,
  sendSandboxHtml,
  serveSandboxStylesheet,
} from '../../lib/sandbox-page.ts';
import type { DealersService } from '../dealers/dealers.service.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import type { LeasingPrescoreService } from '../leasing-prescore/leasing-prescore.service.ts';

/**
 * The demo's dealer desk (demonstration start only): a person plays the car dealer, describes a
 * vehicle and opens a leasing prescore for it, as a dealer's system would through the dealer
 * API, and gets the landing link to hand to the customer. A landing link belongs to the first
 * customer who opens it, so the demo needs a way to make new ones.
 */
export const DEALER_DESK_PATH = '/sandbox/dealer-desk';
const STYLESHEET_PATH = `${DEALER_DESK_PATH}/desk.css`;
const FORM_BODY_LIMIT = 4096;

export const dealerDeskLimits = {
  createPerIp: { name: 'dealer-desk-create:ip', limit: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const vendor: SandboxVendor = {
  name: 'Próba kereskedői pult',
  banner: 'Próbakörnyezet – nem valódi kereskedő',
  stylesheetPath: STYLESHEET_PATH,
};

const deskStyles = `
input[type=text],input[type=number],input[type=date]{display:block;width:100%;min-height:3rem;font:inherit;color:inherit;background:#fff;border:2px solid #6b7a89;border-radius:6px;padding:.5rem .75rem}
.dealer{background:#fff;border:1px solid #c9d2dc;border-radius:8px;padding:1rem;margin:0 0 1.25rem}
.link{word-break:break-all;font-family:ui-monospace,monospace;background:#e8eef5;padding:.75rem;border-radius:6px}
.grid{display:grid;gap:0 1rem}
@media (min-width:36rem){.grid{grid-template-columns:1fr 1fr}}
`;

/** What the form holds: the text a person typed, kept to show again with the errors. */
interface DeskForm {
  description: string;
  condition: string;
  firstRegistrationDate: string;
  price: string;
  downPayment: string;
  residualValue: string;
}

const defaultForm: DeskForm = {
  description: 'Škoda Octavia Combi 1.5 TSI',
  condition: 'NEW',
  firstRegistrationDate: '',
  price: '12000000',
  downPayment: '2400000',
  residualValue: '4800000',
};

type FieldName = keyof DeskForm;
const fieldLabels: Record<FieldName, string> = {
  description: 'Jármű (márka, típus)',
  condition: 'Állapot',
  firstRegistrationDate: 'Első forgalomba helyezés (használt járműnél)',
  price: 'Vételár (Ft)',
  downPayment: 'Önerő (Ft)',
  residualValue: 'Maradványérték (Ft)',
};

function formFrom(body: unknown): DeskForm {
  const params = new URLSearchParams(typeof body === 'string' ? body : '');
  const text = (name: FieldName) => (params.get(name) ?? '').trim().slice(0, 200);
  return {
    description: text('description'),
    condition: text('condition'),
    firstRegistrationDate: text('firstRegistrationDate'),
    price: text('price'),
    downPayment: text('downPayment'),
    residualValue: text('residualValue'),
  };
}

/** Whole forints as typed ("12 000 000" too); anything else is left for the contract to refuse. */
const forints = (value: string) => {
  const digits = value.replace(/[\s.]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : value;
};

function field(name: FieldName, errors: Partial<Record<FieldName, string>>, input: string) {
  const error = errors[name];
  const errorId = `${name}-hiba`;
  return `<div class="field">
<label for="${name}">${escapeHtml(fieldLabels[name])}</label>
${input.replace('<input ', `<input aria-invalid="${error ? 'true' : 'false'}"${error ? ` aria-describedby="${errorId}"` : ''} `).replace('<select ', `<select aria-invalid="${error ? 'true' : 'false'}" `)}
${error ? `<p class="field-error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function dealerForm(
  dealer: { id: string; name: string },
  form: DeskForm,
  errors: Partial<Record<FieldName, string>> = {},
  summary?: string,
): string {
  const value = (name: FieldName) => escapeHtml(form[name]);
  const selected = (condition: string) => (form.condition === condition ? ' selected' : '');
  return `<section class="dealer" aria-labelledby="d-${escapeHtml(dealer.id)}">
<h2 id="d-${escapeHtml(dealer.id)}">${escapeHtml(dealer.name)}</h2>
${summary ? `<div class="error-summary" role="alert"><p>${escapeHtml(summary)}</p></div>` : ''}
<form method="post" action="${DEALER_DESK_PATH}/${escapeHtml(dealer.id)}/prescores" novalidate>
${field('description', errors, `<input type="text" id="description" name="description" value="${value('description')}" maxlength="120" required>`)}
<div class="grid">
${field('condition', errors, `<select id="condition" name="condition"><option value="NEW"${selected('NEW')}>új</option><option value="USED"${selected('USED')}>használt</option></select>`)}
${field('firstRegistrationDate', errors, `<input type="date" id="firstRegistrationDate" name="firstRegistrationDate" value="${value('firstRegistrationDate')}">`)}
${field('price', errors, `<input type="text" inputmode="numeric" id="price" name="price" value="${value('price')}" required>`)}
${field('downPayment', errors, `<input type="text" inputmode="numeric" id="downPayment" name="downPayment" value="${value('downPayment')}" required>`)}
${field('residualValue', errors, `<input type="text" inputmode="numeric" id="residualValue" name="residualValue" value="${value('residualValue')}" required>`)}
</div>
<div class="actions"><button class="button primary" type="submit">Előminősítés nyitása</button></div>
</form>
<p><a href="/sandbox/dealer-webhooks/${escapeHtml(dealer.id)}">A kereskedő rendszerébe érkezett értesítések</a></p>
</section>`;
}

function deskPage(body: string): string {
  return sandboxLayout(
    vendor,
    'Lízing előminősítés nyitása',
    `<h1>Lízing előminősítés nyitása</h1>
<p class="lead">Itt Ön játssza a kereskedőt: megadja a járművet és a feltételeket, a Hitelkapu pedig ad egy linket, amelyet az ügyfél megnyit. Egy link azé az ügyfélé, aki elsőként megnyitja; új ügyfélnek nyisson újat.</p>
${body}`,
  );
}

/** Mounts the desk; only a demonstration start calls this. */
export function dealerDeskRoutes(
  app: FastifyInstance,
  deps: {
    dealers: Pick<DealersService, 'listNames'>;
    leasing: Pick<LeasingPrescoreService, 'createForDealer'>;
    limiter: RateLimiter;
    publicUrl: string;
  },
): void {
  void app.register(async (scope) => {
    acceptFormBodyAsText(scope, FORM_BODY_LIMIT);

    serveSandboxStylesheet(scope, STYLESHEET_PATH, `${sandboxStylesheet}\n${deskStyles}`);

    scope.get(DEALER_DESK_PATH, { schema: { hide: true } }, async (_request, reply) => {
      const dealers = await deps.dealers.listNames();
      const body =
        dealers.length === 0
          ? '<p>Nincs kereskedő az adatbázisban.</p>'
          : dealers.map((dealer) => dealerForm(dealer, defaultForm)).join('\n');
      return sendSandboxHtml(reply, 200, deskPage(body));
    });

    scope.post<{ Params: { dealerId: string }; Body: string }>(
      `${DEALER_DESK_PATH}/:dealerId/prescores`,
      { schema: { hide: true } },
      async (request, reply) => {
        await enforceLimit(deps.limiter, dealerDeskLimits.createPerIp, request.ip);
        const dealer = (await deps.dealers.listNames()).find((d) => d.id === request.params.dealerId);
        if (!dealer) {
          return sendSandboxHtml(
            reply,
            404,
            deskPage('<p>Ilyen kereskedő nincs. <a href="/sandbox/dealer-desk">Vissza</a></p>'),
          );
        }
        const form = formFrom(request.body);
        const parsed = dealerPrescoreCreateSchema.safeParse({
          vehicle: {
            condition: form.condition,
            firstRegistrationDate: form.firstRegistrationDate || null,
            description: form.description || null,
          },
          price: forints(form.price),
          downPayment: forints(form.downPayment),
          residualValue: forints(form.residualValue),
        });
        const invalid = (errors: Partial<Record<FieldName, string>>, summary: string) =>
          sendSandboxHtml(reply, 400, deskPage(dealerForm(dealer, form, errors, summary)));
        if (!parsed.success) {
          const errors: Partial<Record<FieldName, string>> = {};
          for (const issue of parsed.error.issues) {
            const name = issue.path.at(-1);
            if (typeof name === 'string' && name in fieldLabels) {
              errors[name as FieldName] ??=
                'Ellenőrizze ezt a mezőt: egész számot vagy érvényes értéket adjon meg.';
            }
          }
          return invalid(errors, 'Néhány adat hiányzik vagy hibás.');
        }
        try {
          const { prescore } = await deps.leasing.createForDealer(dealer.id, parsed.data);
          const link = `${deps.publicUrl}${prescore.landingPath}`;
          return sendSandboxHtml(
            reply,
            201,
            deskPage(`<section class="dealer" aria-labelledby="kesz">
<h2 id="kesz">Az előminősítés megnyílt</h2>
<p>${escapeHtml(dealer.name)} · ${escapeHtml(form.description)}</p>
<p>Ezt a linket adja át az ügyfélnek:</p>
<p class="link"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<div class="actions"><a class="button primary" href="${escapeHtml(prescore.landingPath)}">Megnyitás ügyfélként</a><a class="button secondary" href="${DEALER_DESK_PATH}">Új előminősítés</a></div>
</section>`),
          );
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
          const errors: Partial<Record<FieldName, string>> = {};
          for (const [path, key] of Object.entries(error.fieldErrors ?? {})) {
            const name = path.split('.').at(-1) as FieldName;
            if (!(name in fieldLabels)) continue;
            errors[name] ??=
              key in errorMessagesHu
                ? fillErrorMessage(key as ErrorMessageKey, error.messageValues)
                : 'Ellenőrizze ezt a mezőt.';
          }
          return invalid(errors, error.message);
        }
      },
    );
  });
}
