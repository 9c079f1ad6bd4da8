import { portalConfigIdentifiers } from '@hitelkapu/domain';
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
