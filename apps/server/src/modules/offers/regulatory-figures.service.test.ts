import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRates, regulatoryFigureChanges, regulatoryFigures } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { seedDatabase } from '../../seed/index.ts';
import { baseRateSeed, regulatoryFigureSeed } from '../../seed/regulatory-figures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertFigureChange } from './regulatory-figures.repository.ts';
import {
  createRegulatoryFiguresService,
  type FigureEditor,
  type RegulatoryFiguresService,
  removeBaseRate,
} from './regulatory-figures.service.ts';

const mnb = 'Magyar Nemzeti Bank, jegybanki alapkamat (a Monetáris Tanács döntése)';

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('regulatory figures: audited edits (DOMAIN "Compliance": who, when, before and after)', () => {
  let t: TestApp;
  let figures: RegulatoryFiguresService;
  const staff: FigureEditor = { actor: 'STAFF', staffId: randomUUID() };

  beforeAll(async () => {
    t = await createTestApp();
    figures = createRegulatoryFiguresService(t.database.db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const changesOf = (subjectKey: string) => figures.listChanges({ subjectKey });

  it('the seed records every figure and base rate it adds as its own change, with no before', async () => {
    const seeded = await figures.listChanges({ subject: 'BASE_RATE' });
    expect(seeded.map((change) => [change.subjectKey, change.actor, change.actorId, change.before])).toEqual(
      expect.arrayContaining(baseRateSeed.map((rate) => [rate.effectiveFrom, 'SEED', null, null])),
    );
    expect(seeded.find((change) => change.subjectKey === '2026-02-25')?.after).toEqual({
      effectiveFrom: '2026-02-25',
      ratePercent: 6.25,
      legalSource: mnb,
      source: 'seed',
    });
    const figureChanges = await figures.listChanges({ subject: 'FIGURE', limit: 500 });
    expect(new Set(figureChanges.map((change) => change.subjectKey))).toEqual(
      new Set(regulatoryFigureSeed.map((figure) => figure.identifier)),
    );
  });

  it('an edit writes an audit row with who, when, the before and the after values [ASVS V16.2.1]', async () => {
    const added = await figures.setBaseRate(staff, {
      effectiveFrom: '2026-12-01',
      ratePercent: 5.75,
      legalSource: mnb,
    });
    expect(added).toEqual({
      effectiveFrom: '2026-12-01',
      ratePercent: 5.75,
      legalSource: mnb,
      source: 'staff',
    });
    await figures.setBaseRate(staff, { effectiveFrom: '2026-12-01', ratePercent: 5.5, legalSource: mnb });

    const [changed, created, ...none] = await changesOf('2026-12-01');
    expect(none).toHaveLength(0);
    expect(created).toMatchObject({
      subject: 'BASE_RATE',
      actor: 'STAFF',
      actorId: staff.actor === 'STAFF' ? staff.staffId : null,
      before: null,
      after: { effectiveFrom: '2026-12-01', ratePercent: 5.75, legalSource: mnb, source: 'staff' },
    });
    expect(changed).toMatchObject({
      actor: 'STAFF',
      before: { ratePercent: 5.75 },
      after: { ratePercent: 5.5, source: 'staff' },
    });
    expect(Date.parse(changed?.createdAt ?? '')).toBeGreaterThanOrEqual(Date.parse(created?.createdAt ?? ''));
    expect(Math.abs(Date.parse(changed?.createdAt ?? '') - Date.now())).toBeLessThan(60_000);

    const [stored] = await t.database.db
      .select()
      .from(baseRates)
      .where(eq(baseRates.effectiveFrom, '2026-12-01'));
    expect(stored).toMatchObject({ ratePercent: 5.5, source: 'staff' });
  });

  it('a staff change of a THM cap margin is audited with before and after and makes the row staff-owned', async () => {
    const row = await figures.setFigure(staff, 'thm_cap_margin_points_point_of_sale', {
      value: 38,
      validFrom: '2027-01-01',
      legalSource: '2009. évi CLXII. törvény (Fhtv.) 17/A. § (2)',
    });
    expect(row).toMatchObject({ value: 38, validFrom: '2027-01-01', source: 'staff', unit: 'százalékpont' });
    const [change] = await changesOf('thm_cap_margin_points_point_of_sale');
    expect(change).toMatchObject({
      subject: 'FIGURE',
      actor: 'STAFF',
      before: { value: 39, validFrom: null, source: 'seed' },
      after: { value: 38, validFrom: '2027-01-01', source: 'staff' },
    });
    expect((await figures.figuresOn('2026-11-25')).thmCapMarginPointsPointOfSale).toBe(38);
  });

  it('a change that changes nothing writes nothing, so the audit holds only real changes', async () => {
    const before = (await changesOf('2026-12-01')).length;
    await figures.setBaseRate(staff, { effectiveFrom: '2026-12-01', ratePercent: 5.5, legalSource: mnb });
    expect(await changesOf('2026-12-01')).toHaveLength(before);
  });

  it('bad input is refused with a field error and writes neither the figure nor an audit row', async () => {
    const count = async () => (await t.database.db.select().from(regulatoryFigureChanges)).length;
    const total = await count();
    const cases = [
      [{ effectiveFrom: '2027-02-30', ratePercent: 5, legalSource: mnb }, 'effectiveFrom'],
      [{ effectiveFrom: '2027-06-01', ratePercent: -0.25, legalSource: mnb }, 'ratePercent'],
      [{ effectiveFrom: '2027-06-01', ratePercent: 5.125, legalSource: mnb }, 'ratePercent'],
      [{ effectiveFrom: '2027-06-01', ratePercent: 5, legalSource: '  ' }, 'legalSource'],
    ] as const;
    for (const [input, field] of cases) {
      const error = await refusal(figures.setBaseRate(staff, input));
      expect(error.code, field).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fieldErrors ?? {}), field).toEqual([field]);
    }
    const figureError = await refusal(
      figures.setFigure(staff, 'jtm_limit_below_percent', {
        value: Number.NaN,
        validFrom: null,
        legalSource: 'x',
      }),
    );
    expect(figureError.fieldErrors).toHaveProperty('value');
    expect(
      (
        await refusal(
          figures.setFigure(staff, 'no_such_figure', { value: 1, validFrom: null, legalSource: 'x' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(await count()).toBe(total);
    expect(
      await t.database.db.select().from(baseRates).where(eq(baseRates.effectiveFrom, '2027-06-01')),
    ).toEqual([]);
  });

  it('a base rate that has taken effect cannot be removed (history the caps came from); one entered ahead of time can, and its removal is audited', async () => {
    const inForce = await refusal(
      t.database.db.transaction((tx) => removeBaseRate(tx, staff, '2026-02-25', '2026-11-25')),
    );
    expect(inForce).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { effectiveFrom: 'regulatoryFigures.baseRateInForce' },
    });
    const missing = await refusal(
      t.database.db.transaction((tx) => removeBaseRate(tx, staff, '2031-01-01', '2026-11-25')),
    );
    expect(missing.code).toBe('NOT_FOUND');

    await figures.setBaseRate(staff, { effectiveFrom: '2030-06-01', ratePercent: 4, legalSource: mnb });
    await t.database.db.transaction((tx) => removeBaseRate(tx, staff, '2030-06-01', '2026-11-25'));
    const [removal] = await changesOf('2030-06-01');
    expect(removal).toMatchObject({ actor: 'STAFF', before: { ratePercent: 4 }, after: null });
    expect(
      await t.database.db.select().from(baseRates).where(eq(baseRates.effectiveFrom, '2030-06-01')),
    ).toEqual([]);
  });

  it('the audit cannot record a staff change without naming the staff member, nor name one for the seed', async () => {
    const db = t.database.db;
    const write = (actor: 'STAFF' | 'SEED', actorId: string | null) =>
      insertFigureChange(db, {
        subject: 'FIGURE',
        subjectKey: 'minimum_age',
        actor,
        actorId,
        before: null,
        after: null,
      });
    await expect(write('STAFF', null)).rejects.toThrow();
    await expect(write('SEED', randomUUID())).rejects.toThrow();
  });

  it('two instances seeding at once add a missing base rate once and audit it once', async () => {
    const db = t.database.db;
    await db.delete(baseRates).where(eq(baseRates.effectiveFrom, '2024-09-25'));
    const before = (await changesOf('2024-09-25')).length;
    await Promise.all([seedDatabase(db, { demo: false }), seedDatabase(db, { demo: false })]);
    const changes = await changesOf('2024-09-25');
    expect(changes).toHaveLength(before + 1);
    expect(changes[0]).toMatchObject({ actor: 'SEED', before: null, after: { ratePercent: 6.5 } });
    expect(await db.select().from(baseRates).where(eq(baseRates.effectiveFrom, '2024-09-25'))).toHaveLength(
      1,
    );
  });

  it('the seed restores a seed-owned figure that drifted, recording before and after, and leaves staff-set rows alone', async () => {
    const db = t.database.db;
    await db
      .update(regulatoryFigures)
      .set({ value: 55 })
      .where(eq(regulatoryFigures.identifier, 'jtm_limit_below_percent'));
    await db.update(baseRates).set({ ratePercent: 6.3 }).where(eq(baseRates.effectiveFrom, '2026-02-25'));

    await seedDatabase(db, { demo: false });

    const [restored] = await changesOf('jtm_limit_below_percent');
    expect(restored).toMatchObject({
      actor: 'SEED',
      actorId: null,
      before: { value: 55 },
      after: { value: 50 },
    });
    const [rate] = await changesOf('2026-02-25');
    expect(rate).toMatchObject({ actor: 'SEED', before: { ratePercent: 6.3 }, after: { ratePercent: 6.25 } });
    // Staff set these above: the seed keeps them and writes nothing about them.
    expect((await figures.figuresOn('2026-11-25')).thmCapMarginPointsPointOfSale).toBe(38);
    const [staffRate] = await db.select().from(baseRates).where(eq(baseRates.effectiveFrom, '2026-12-01'));
    expect(staffRate).toMatchObject({ ratePercent: 5.5, source: 'staff' });
    expect((await changesOf('2026-12-01'))[0]?.actor).toBe('STAFF');
  });
});
