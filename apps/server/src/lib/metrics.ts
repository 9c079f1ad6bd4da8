import type { FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (docs/operations/observability.md). What belongs to the process (Node's
 * own figures, the provider failures counted wherever a provider is called) lives in one
 * registry for the process; what belongs to one app (its requests, its database's outbox)
 * lives in the app's own, so two apps in one process (the tests) never mix their figures.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const providerErrors = new Counter({
  name: 'hitelkapu_provider_errors_total',
  help: 'Calls to an outside provider that failed, by provider and operation.',
  labelNames: ['provider', 'operation'] as const,
  registers: [processRegistry],
});

/**
 * Counts one failed call to an outside provider. Both labels come from a short fixed list
 * (a channel, a configured provider's name, an operation's name), never from data.
 */
export function countProviderError(provider: string, operation: string): void {
  providerErrors.inc({ provider, operation });
}

/** The route label of a request no route matched: the raw URL never becomes a label. */
export const UNMATCHED_ROUTE = '(unmatched)';
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

type Observer = { observe(seconds: number): void };

/** How the outbox stands at a scrape: read with one indexed query (modules/health). */
export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Seconds since the longest-waiting due PENDING message became due; 0 when none is due. */
  lagSeconds: number;
}

export interface AppMetrics {
  /** Records one answered request; called from the app's onResponse hook. */
  recordRequest(request: FastifyRequest, statusCode: number, elapsedMs: number): void;
  /** The exposition text, with the outbox figures when they could be read. */
  render(outbox: OutboxBacklog | null): Promise<string>;
  contentType: string;
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  // The request count is this histogram's `_count` series: one instrument per request, not two.
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const outboxRegistry = new Registry();
  const pending = new Gauge({
    name: 'hitelkapu_outbox_pending_messages',
    help: 'Outbox messages (email, SMS, webhook) waiting to be delivered.',
    registers: [outboxRegistry],
  });
  const failed = new Gauge({
    name: 'hitelkapu_outbox_failed_messages',
    help: 'Outbox messages given up on after the last delivery attempt.',
    registers: [outboxRegistry],
  });
  const lag = new Gauge({
    name: 'hitelkapu_outbox_lag_seconds',
    help: 'Seconds the longest-waiting due outbox message has been due; 0 when none is due.',
    registers: [outboxRegistry],
  });

  // A labelled child per route, method and status class, made once: a request costs a few map
  // reads and one observation, no label object or string built.
  const observers = new Map<string, Map<string, Array<Observer | undefined>>>();
  const observerFor = (route: string, method: string, statusCode: number): Observer => {
    let byMethod = observers.get(route);
    if (!byMethod) {
      byMethod = new Map();
      observers.set(route, byMethod);
    }
    let byClass = byMethod.get(method);
    if (!byClass) {
      byClass = [];
      byMethod.set(method, byClass);
    }
    const index = Math.min(Math.max(Math.floor(statusCode / 100), 1), 5) - 1;
    let observer = byClass[index];
    if (!observer) {
      observer = duration.labels(method, route, STATUS_CLASSES[index] ?? '5xx');
      byClass[index] = observer;
    }
    return observer;
  };

  return {
    recordRequest(request, statusCode, elapsedMs) {
      // The route's pattern (`/api/x/:id`), never the URL: ids must not become labels.
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      observerFor(route, request.method, statusCode).observe(elapsedMs / 1000);
    },
    async render(outbox) {
      const parts = [await processRegistry.metrics(), await registry.metrics()];
      if (outbox) {
        pending.set(outbox.pending);
        failed.set(outbox.failed);
        lag.set(outbox.lagSeconds);
        parts.push(await outboxRegistry.metrics());
      }
      return `${parts.map((part) => part.trimEnd()).join('\n')}\n`;
    },
    contentType: registry.contentType,
  };
}
