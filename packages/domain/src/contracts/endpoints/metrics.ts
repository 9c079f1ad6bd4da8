import { defineEndpoint } from '../endpoint.ts';

export const getMetrics = defineEndpoint({
  operationId: 'getMetrics',
  method: 'GET',
  path: '/api/metrics',
  summary: 'Prometheus metrics of this instance',
  description:
    'The Prometheus text exposition format: HTTP requests by method, route pattern and status class ' +
    '(`http_request_duration_seconds`), the outbox backlog (`hitelkapu_outbox_*`), failed provider calls ' +
    '(`hitelkapu_provider_errors_total`) and Node process figures (event-loop lag, heap). Served only when ' +
    'METRICS_TOKEN is configured (404 otherwise) and to a caller presenting it as `Authorization: Bearer …` ' +
    '(401 otherwise). Each instance answers for itself: scrape every instance, not the balancer.',
  tags: ['health'],
  access: 'monitoring',
  response: { binary: 'text/plain; version=0.0.4; charset=utf-8' },
  errors: [404],
  timeoutMs: null,
});
