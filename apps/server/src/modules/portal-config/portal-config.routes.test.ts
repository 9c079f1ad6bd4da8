import { isPsd2Offered, type PortalConfigItem, portalConfigIdentifiers } from '@hitelkapu/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('portal configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('lists every feature flag of the specification with a value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/ui-configs/portal' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ identifier: string; value: unknown }[]>();
    expect(items.map((item) => item.identifier).sort()).toEqual([...portalConfigIdentifiers].sort());
    expect(items.find((item) => item.identifier === 'leasing_prescore_psd2_type')?.value).toBe('DEFAULT');
  });

  it('answers one flag by its identifier', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/ui-config/portal/name_on_reg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ identifier: 'name_on_reg', value: true });
  });

  it('answers 404 in the error shape for an unknown identifier', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/administration/ui-config/portal/no_such_flag',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Nincs ilyen beállítás.',
      messageKey: 'errors.portalConfig.notFound',
    });
  });
});

describe('PSD2 settings as a production start reports them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      openBankingProviders: 'sandboxes',
      config: {
        psd2Sandbox: false,
        psd2Providers: {
          hostedConsent: {
            apiUrl: 'https://api.aggregator.example/v1',
            uiUrl: 'https://connect.aggregator.example',
            clientId: 'hitelkapu',
            clientSecret: 'a-secret-of-sixteen-plus',
          },
        },
      },
    });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('offers no sandbox, names the real provider’s hosted page, and mounts no sandbox page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/administration/ui-configs/portal' });
    const items = res.json<{ identifier: string; value: unknown }[]>();
    expect(items).toContainEqual({ identifier: 'psd2_mock_enabled', value: false });
    expect(items).toContainEqual({
      identifier: 'psd2_sync_ui_url',
      value: 'https://connect.aggregator.example',
    });
    expect(isPsd2Offered(items as PortalConfigItem[])).toBe(true);
    const sandbox = await t.app.inject({ method: 'GET', url: '/sandbox/bank-sync/anything' });
    expect(sandbox.statusCode).toBe(404);
  });
});
