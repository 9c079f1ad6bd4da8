import type { FinancingOptions } from '@hitelkapu/domain/contracts/purchase';
import { purchasePublicIdSchema } from '@hitelkapu/domain/contracts/purchase-application';
import { parseAmount } from '@hitelkapu/domain/format/number';
import { randomId } from '@hitelkapu/domain/format/random-id';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectFetch } from '../../lib/inject-fetch.ts';
import type { ServerKeys } from '../../lib/keys.ts';
import { enforceLimit, type RateLimiter, type RateLimitRule } from '../../lib/rate-limit.ts';
import { acceptFormBodyAsText, sendSandboxHtml, serveSandboxStylesheet } from '../../lib/sandbox-page.ts';
import { sandboxStylesheet } from '../kyc-sandbox/kyc-sandbox.page.ts';
import type { WebhooksService } from '../webhooks/webhooks.service.ts';
import { demoShopKey, demoShopWebhookSubscriber, SHOP_SANDBOX_PATH, SHOP_WEBHOOK_PATH } from './demo-shop.ts';
import { createShopApi, type ShopApi } from './shop-api.ts';
import { basketFromForm, shopProducts } from './shop-basket.ts';
import {
  type OrderView,
  renderOrdersPage,
  renderShopPage,
  SHOP_CHECKOUT_PATH,
  SHOP_ORDERS_PATH,
  SHOP_RETURN_PATH,
  SHOP_STYLESHEET_PATH,
  type ShopForm,
  shopStyles,
} from './shop-pages.ts';
import { createWebhookLog, receiveShopWebhook } from './shop-webhooks.ts';

/**
 * The demo shop (demonstration start only; a production start does not mount it, so its
 * paths answer 404): a small web shop that sells on the point-of-sale credit through the
 * merchant API with its test key, as a shop's own server would. The portal serves it so a
 * demonstration has a shop to start a purchase from and to play the shop's side afterwards
 * (fulfil, refund, cancel), and a receiver for the shop's signed webhooks.
 *
 * The merchant API has no list of purchases, so the shop remembers its orders (the purchase
 * ids and its references) in memory until the process stops; any purchase can be opened
 * again by its id (`/sandbox/shop/orders?id=…`).
 */
const FORM_BODY_LIMIT = 4096;
const WEBHOOK_BODY_LIMIT = 64 * 1024;
const KEPT_ORDERS = 100;
/** Financing figures change with the base rate, twice a year at most: minutes of caching are plenty. */
const FINANCING_CACHE_MS = 10 * 60 * 1000;

export const shopSandboxLimits = {
  checkoutsPerIp: { name: 'shop-sandbox-checkout:ip', limit: 60, windowSeconds: 3600 },
  actionsPerIp: { name: 'shop-sandbox-action:ip', limit: 120, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
const REFERENCE = /^TP-\d{8}-[A-Za-z0-9]{8}$/;

/** A new order number: the shop's own reference, unique per shop. */
export function newOrderReference(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `TP-${day}-${randomId(8)}`;
}

const newIdempotencyKey = () => randomId(32);

/**
 * The checkout form's own fields: the Idempotency-Key and the order number made when the form
 * was shown, so that a second submit of the same form is the same request; anything that does
 * not look like ours is replaced by new ones.
 */
export function shopFormFrom(params: URLSearchParams): ShopForm {
  const key = params.get('idempotencyKey') ?? '';
  const reference = params.get('reference') ?? '';
  const quantities: Record<string, string> = {};
  for (const product of shopProducts) {
    quantities[product.sku] = (params.get(`qty-${product.sku}`) ?? '').trim().slice(0, 4);
  }
  return {
    quantities,
    idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : newIdempotencyKey(),
    reference: REFERENCE.test(reference) ? reference : newOrderReference(),
  };
}

const freshForm = (): ShopForm => ({
  quantities: Object.fromEntries(
    shopProducts.map((product, index) => [product.sku, index === 0 ? '1' : '0']),
  ),
  idempotencyKey: newIdempotencyKey(),
  reference: newOrderReference(),
});

const UNAVAILABLE =
  'A Hitelkapu kereskedői API-ja most nem fogadta a bolt kérését. Próbálja újra néhány perc múlva.';

/** The status the shop's page answers with when the API refused: the API's own, a 502 for its faults. */
const pageStatusOf = (answer: { status: number }) =>
  answer.status >= 500 || answer.status === 401 ? 502 : answer.status;

const messageOf = (answer: { status: number; message: string | null }) =>
  answer.status >= 500 || answer.status === 401 || answer.message === null ? UNAVAILABLE : answer.message;

const doneNotices: Record<string, string> = {
  fulfil: 'A kiszállítást visszaigazolta. A Hitelkapu kifizeti a boltnak a vételárat.',
  refunds: 'A visszatérítést a Hitelkapu rögzítette.',
  cancel: 'A rendelést törölte.',
};

type OrderAction = 'fulfil' | 'refunds' | 'cancel';
const orderActions: readonly OrderAction[] = ['fulfil', 'refunds', 'cancel'];

interface KnownOrder {
  id: string;
  reference: string;
}

/** Mounts the demo shop; only a demonstration start calls this. */
export function shopSandboxRoutes(
  app: FastifyInstance,
  deps: {
    keys: Pick<ServerKeys, 'secretHashKey'>;
    webhooks: Pick<WebhooksService, 'revealSecretForSandbox'>;
    limiter: RateLimiter;
    publicUrl: string;
    /** How the shop reaches the merchant API; the app itself, in-process, unless given. */
    fetch?: typeof fetch;
  },
): { api: ShopApi } {
  const key = demoShopKey(deps.keys);
  const api = createShopApi({ fetch: deps.fetch ?? injectFetch(app), key: () => key });
  const orders: KnownOrder[] = [];
  const webhookLog = createWebhookLog();
  const financingCache = new Map<number, { at: number; financing: FinancingOptions }>();

  /** A product's calculator figures; null while the API cannot answer (the page shows it without them). */
  const financingFor = async (amount: number): Promise<FinancingOptions | null> => {
    const cached = financingCache.get(amount);
    if (cached && Date.now() - cached.at < FINANCING_CACHE_MS) return cached.financing;
    const answer = await api.financingOptions(amount).catch(() => null);
    if (!answer?.ok) return null;
    financingCache.set(amount, { at: Date.now(), financing: answer.body });
    return answer.body;
  };

  const shopPage = async (form: ShopForm, error?: string) =>
    renderShopPage({
      products: await Promise.all(
        shopProducts.map(async (product) => ({ product, financing: await financingFor(product.unitPrice) })),
      ),
      form,
      error,
      apiKey: key,
    });

  const remember = (order: KnownOrder) => {
    if (orders.some((known) => known.id === order.id)) return;
    orders.unshift(order);
    orders.length = Math.min(orders.length, KEPT_ORDERS);
  };

  const orderView = async (
    order: { id: string; reference: string | null },
    actionError: string | null = null,
  ) => {
    const answer = await api.getPurchase(order.id).catch(() => null);
    const view: OrderView = {
      id: order.id,
      reference: order.reference,
      purchase: answer?.ok ? answer.body : null,
      readError: answer === null ? UNAVAILABLE : answer.ok ? null : messageOf(answer),
      actionError,
      keys: {
        fulfil: newIdempotencyKey(),
        refund: newIdempotencyKey(),
        refundFull: newIdempotencyKey(),
        cancel: newIdempotencyKey(),
      },
    };
    return view;
  };

  /** The remembered orders, with an order named by its id first when the shop does not know it. */
  const ordersWith = (id: string | null) => {
    const list: { id: string; reference: string | null }[] = [...orders];
    if (id !== null && !orders.some((order) => order.id === id)) list.unshift({ id, reference: null });
    return list;
  };

  const ordersPage = async (
    reply: FastifyReply,
    options: {
      status?: number;
      id?: string | null;
      only?: { id: string; reference: string | null };
      failed?: { id: string; message: string };
      notice?: string | undefined;
      returnResult?: string | undefined;
      unknownReference?: string | undefined;
    },
  ) => {
    const list = options.only ? [options.only] : ordersWith(options.id ?? null);
    const views = await Promise.all(
      list.map((order) => orderView(order, options.failed?.id === order.id ? options.failed.message : null)),
    );
    return sendSandboxHtml(
      reply,
      options.status ?? 200,
      renderOrdersPage({
        orders: views,
        events: webhookLog.list(),
        notice: options.notice,
        returnResult: options.returnResult,
        unknownReference: options.unknownReference,
      }),
    );
  };

  const validId = (value: unknown): string | null => {
    const parsed = purchasePublicIdSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  };

  void app.register(async (scope) => {
    acceptFormBodyAsText(scope, FORM_BODY_LIMIT);

    serveSandboxStylesheet(scope, SHOP_STYLESHEET_PATH, `${sandboxStylesheet}\n${shopStyles}`);

    scope.get(SHOP_SANDBOX_PATH, { schema: { hide: true } }, async (_request, reply) =>
      sendSandboxHtml(reply, 200, await shopPage(freshForm())),
    );

    scope.post<{ Body: string }>(SHOP_CHECKOUT_PATH, { schema: { hide: true } }, async (request, reply) => {
      await enforceLimit(deps.limiter, shopSandboxLimits.checkoutsPerIp, request.ip);
      const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const form = shopFormFrom(params);
      const basket = basketFromForm(params);
      if (!basket.ok) {
        const message =
          basket.problem === 'EMPTY'
            ? 'A kosár üres. Adja meg, melyik termékből hány darabot kér.'
            : 'A mennyiség 0 és 10 közötti egész szám lehet.';
        return sendSandboxHtml(reply, 400, await shopPage(form, message));
      }
      const returnUrl = (result: string) =>
        `${deps.publicUrl}${SHOP_RETURN_PATH}?${new URLSearchParams({ order: form.reference, result }).toString()}`;
      const answer = await api
        .createPurchase(
          {
            reference: form.reference,
            totalAmount: basket.totalAmount,
            currency: 'HUF',
            lines: basket.lines,
            returnUrls: {
              approved: returnUrl('approved'),
              pending: returnUrl('pending'),
              cancelled: returnUrl('cancelled'),
            },
          },
          form.idempotencyKey,
        )
        .catch(() => null);
      if (answer === null) return sendSandboxHtml(reply, 502, await shopPage(form, UNAVAILABLE));
      if (!answer.ok)
        return sendSandboxHtml(reply, pageStatusOf(answer), await shopPage(form, messageOf(answer)));
      remember({ id: answer.body.id, reference: answer.body.reference });
      return reply.header('Cache-Control', 'no-store').redirect(answer.body.checkoutUrl, 303);
    });

    scope.get<{ Querystring: { order?: string; result?: string } }>(
      SHOP_RETURN_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const reference = typeof request.query.order === 'string' ? request.query.order.slice(0, 100) : '';
        const result = typeof request.query.result === 'string' ? request.query.result.slice(0, 20) : '';
        const order = orders.find((known) => known.reference === reference);
        if (!order) {
          return ordersPage(reply, {
            status: 404,
            returnResult: result,
            unknownReference: reference || '–',
          });
        }
        return ordersPage(reply, { only: order, returnResult: result });
      },
    );

    scope.get<{ Querystring: { id?: string; done?: string } }>(
      SHOP_ORDERS_PATH,
      { schema: { hide: true } },
      async (request, reply) =>
        ordersPage(reply, {
          id: validId(request.query.id),
          notice: typeof request.query.done === 'string' ? doneNotices[request.query.done] : undefined,
        }),
    );

    scope.post<{ Params: { id: string; action: string }; Body: string }>(
      `${SHOP_ORDERS_PATH}/:id/:action`,
      { schema: { hide: true } },
      async (request, reply) => {
        await enforceLimit(deps.limiter, shopSandboxLimits.actionsPerIp, request.ip);
        const id = validId(request.params.id);
        const action = orderActions.find((known) => known === request.params.action);
        if (id === null || action === undefined) {
          return ordersPage(reply, { status: 404 });
        }
        const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
        const formKey = params.get('idempotencyKey') ?? '';
        const idempotencyKey = IDEMPOTENCY_KEY.test(formKey) ? formKey : newIdempotencyKey();
        let answer: Awaited<ReturnType<ShopApi['getPurchase']>> | null;
        if (action === 'refunds') {
          const amount = parseAmount(params.get('amount') ?? '');
          if (amount === null || amount <= 0) {
            return ordersPage(reply, {
              status: 400,
              id,
              failed: { id, message: 'Adja meg a visszatérítendő összeget egész forintban.' },
            });
          }
          answer = await api.refund(id, amount, idempotencyKey).catch(() => null);
        } else {
          answer = await (action === 'fulfil' ? api.fulfil : api.cancel)(id, idempotencyKey).catch(
            () => null,
          );
        }
        if (answer === null || !answer.ok) {
          return ordersPage(reply, {
            status: answer === null ? 502 : pageStatusOf(answer),
            id,
            failed: { id, message: answer === null ? UNAVAILABLE : messageOf(answer) },
          });
        }
        remember({ id, reference: answer.body.reference });
        const query = new URLSearchParams({ id, done: action }).toString();
        return reply
          .header('Cache-Control', 'no-store')
          .redirect(`${SHOP_ORDERS_PATH}?${query}#rendeles-${id}`, 303);
      },
    );
  });

  // The receiver reads the body as text: the signature is over the exact bytes.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Body: string }>(SHOP_WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const secret = await deps.webhooks.revealSecretForSandbox(demoShopWebhookSubscriber);
      if (secret === null) return reply.status(404).send();
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : '';
      };
      const received = receiveShopWebhook(secret, typeof request.body === 'string' ? request.body : '', {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      });
      webhookLog.add(received);
      // A receiver refuses what it cannot verify; the sender retries it.
      return reply.status(received.signatureValid ? 204 : 401).send();
    });
  });

  return { api };
}
