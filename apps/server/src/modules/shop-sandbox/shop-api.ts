import { type EndpointDefinition, endpointUrl } from '@hitelkapu/domain/contracts/endpoint';
import {
  cancelMerchantPurchase,
  createMerchantPurchase,
  fulfilMerchantPurchase,
  getMerchantFinancingOptions,
  getMerchantPurchase,
  refundMerchantPurchase,
} from '@hitelkapu/domain/contracts/endpoints/merchant-api';
import {
  type FinancingOptions,
  financingOptionsSchema,
  type MerchantPurchase,
  type MerchantPurchaseCreate,
  merchantPurchaseSchema,
} from '@hitelkapu/domain/contracts/purchase';

/**
 * The demo shop's side of the merchant API: every call goes over HTTP semantics (here the
 * app answers in-process through lib/inject-fetch.ts), with the shop's test key, exactly as a
 * shop's server would make it. The shop never reaches into the portal's services.
 */
export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  /** `message` is the API's Hungarian error message; null when the API gave none. */
  | { ok: false; status: number; message: string | null };

export interface ShopApi {
  financingOptions(amount: number): Promise<ApiAnswer<FinancingOptions>>;
  createPurchase(body: MerchantPurchaseCreate, idempotencyKey: string): Promise<ApiAnswer<MerchantPurchase>>;
  getPurchase(id: string): Promise<ApiAnswer<MerchantPurchase>>;
  fulfil(id: string, idempotencyKey: string): Promise<ApiAnswer<MerchantPurchase>>;
  refund(id: string, amount: number, idempotencyKey: string): Promise<ApiAnswer<MerchantPurchase>>;
  cancel(id: string, idempotencyKey: string): Promise<ApiAnswer<MerchantPurchase>>;
}

const errorMessageOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

export function createShopApi(deps: { fetch: typeof fetch; key: () => string }): ShopApi {
  async function call<T>(
    endpoint: EndpointDefinition,
    parse: (body: unknown) => T,
    options: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      idempotencyKey?: string;
    } = {},
  ): Promise<ApiAnswer<T>> {
    const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const headers: Record<string, string> = {
      authorization: `Bearer ${deps.key()}`,
      accept: 'application/json',
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    const res = await deps.fetch(`${endpointUrl(endpoint.path, options.params)}${search}`, {
      method: endpoint.method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (!res.ok) return { ok: false, status: res.status, message: errorMessageOf(body) };
    try {
      return { ok: true, status: res.status, body: parse(body) };
    } catch {
      // An answer that does not match the contract is the portal's fault, as a 502 would be.
      return { ok: false, status: 502, message: null };
    }
  }

  const purchase = (body: unknown) => merchantPurchaseSchema.parse(body);

  return {
    financingOptions: (amount) =>
      call(getMerchantFinancingOptions, (body) => financingOptionsSchema.parse(body), {
        query: { amount: String(amount) },
      }),
    createPurchase: (body, idempotencyKey) =>
      call(createMerchantPurchase, purchase, { body, idempotencyKey }),
    getPurchase: (id) => call(getMerchantPurchase, purchase, { params: { id } }),
    fulfil: (id, idempotencyKey) =>
      call(fulfilMerchantPurchase, purchase, { params: { id }, idempotencyKey }),
    refund: (id, amount, idempotencyKey) =>
      call(refundMerchantPurchase, purchase, { params: { id }, body: { amount }, idempotencyKey }),
    cancel: (id, idempotencyKey) =>
      call(cancelMerchantPurchase, purchase, { params: { id }, idempotencyKey }),
  };
}
