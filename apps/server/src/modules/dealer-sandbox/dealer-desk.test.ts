import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFOLD_DEALER_ID, DUNAKANYAR_DEALER_ID, seedDemoDealers } from '../../seed/dealers.ts';
import { createTestApp, type TestApp, testConfig } from '../../testing/test-app.ts';
import { DEALER_DESK_PATH } from './dealer-desk.ts';

const form = (values: Record<string, string>) => ({
  'content-type': 'application/x-www-form-urlencoded',
  payload: new URLSearchParams(values).toString(),
});

const skoda = {
  description: 'Škoda Octavia Combi 1.5 TSI',
  condition: 'NEW',
  firstRegistrationDate: '',
  price: '12 000 000',
  downPayment: '2400000',
  residualValue: '4800000',
};

describe('the demo dealer desk', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { demoMode: true } });
    await seedDemoDealers(t.database.db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('shows a form for each dealer, in Hungarian', async () => {
    const res = await t.app.inject({ method: 'GET', url: DEALER_DESK_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Lízing előminősítés nyitása');
    expect(res.body).toContain('Dunakanyar Autóház');
    expect(res.body).toContain('Alföld Autó Centrum');
    expect(res.body).toContain(`${DEALER_DESK_PATH}/${DUNAKANYAR_DEALER_ID}/prescores`);
  });

  it('opens a new prescore whose landing link the customer can use, a new one each time', async () => {
    const links = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const { payload, ...headers } = form(skoda);
      const res = await t.app.inject({
        method: 'POST',
        url: `${DEALER_DESK_PATH}/${ALFOLD_DEALER_ID}/prescores`,
        headers,
        payload,
      });
      expect(res.statusCode).toBe(201);
      const link = new RegExp(`/leasing/${ALFOLD_DEALER_ID}/([A-Za-z0-9]{24})`).exec(res.body);
      expect(link).not.toBeNull();
      links.add(link?.[1] ?? '');
    }
    expect(links.size).toBe(2);
  });

  it('keeps what was typed and names the broken limit when the down payment is too small', async () => {
    const { payload, ...headers } = form({ ...skoda, downPayment: '600000' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${DEALER_DESK_PATH}/${DUNAKANYAR_DEALER_ID}/prescores`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('value="600000"');
    expect(res.body).toContain('Škoda Octavia Combi 1.5 TSI');
    expect(res.body).toMatch(/önerő/i);
    expect(res.body).not.toMatch(/\/leasing\/[^"]+\/[A-Za-z0-9]{24}/);
  });

  it('refuses what is not a number, without a server error', async () => {
    const { payload, ...headers } = form({ ...skoda, price: 'sok pénz' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${DEALER_DESK_PATH}/${DUNAKANYAR_DEALER_ID}/prescores`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('aria-invalid="true"');
  });

  it('answers 404 for an unknown dealer', async () => {
    const { payload, ...headers } = form(skoda);
    const res = await t.app.inject({
      method: 'POST',
      url: `${DEALER_DESK_PATH}/00000000-0000-4000-8000-000000000000/prescores`,
      headers,
      payload,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a start that is not a demonstration', () => {
  it('has no dealer desk', async () => {
    const t = await createTestApp({ config: { ...testConfig, demoMode: false } });
    try {
      const res = await t.app.inject({ method: 'GET', url: DEALER_DESK_PATH });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
