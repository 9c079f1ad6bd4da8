import { allEndpoints } from '@hitelkapu/domain/contracts/endpoints/index';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

/** Routes that are not the API: the documentation viewer. The sandbox vendor and the dev mailbox live outside /api. */
const isApiRoute = (url: string, method: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && method !== 'HEAD';

describe('endpoint contracts (decision 024)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('registers every API route from a contract', () => {
    const withoutContract = t.app.registeredRoutes
      .filter((route) => isApiRoute(route.url, route.method) && route.endpoint === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutContract).toEqual([]);
  });

  it('serves every contract at its method and path', () => {
    const registered = new Set(
      t.app.registeredRoutes.map((route) => `${route.endpoint} ${route.method} ${route.url}`),
    );
    const missing = allEndpoints
      .map((endpoint) => `${endpoint.operationId} ${endpoint.method} ${endpoint.path}`)
      .filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });

  it('gives every contract its own operationId', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]+$/);
  });

  it('titles every operation with a short summary and leaves the detail to its description', () => {
    const long = allEndpoints
      .filter((endpoint) => endpoint.summary.length > 140)
      .map((endpoint) => `${endpoint.operationId}: ${endpoint.summary.length}`);
    expect(long).toEqual([]);
  });

  it('publishes an OpenAPI document that passes the recommended lint rules with no errors', async () => {
    const document = t.app.swagger();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      config,
      absoluteRef: 'openapi.json',
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.location[0]?.pointer ?? ''} ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('declares empty security on public calls and a scheme on every other', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>;
    };
    const byId = new Map(allEndpoints.map((endpoint) => [endpoint.operationId, endpoint]));
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const endpoint = byId.get(operation.operationId);
        expect(endpoint, operation.operationId).toBeDefined();
        if (endpoint?.access === 'public') expect(operation.security).toEqual([]);
        else expect(operation.security?.length, operation.operationId).toBe(1);
      }
    }
  });
});
