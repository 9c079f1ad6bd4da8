import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * A database from before dated base rates: migration 0009 removes the single base-rate
 * figure and records its removal in the audit (DOMAIN "Compliance": who, when, before, after);
 * the seed then fills base_rates.
 */
describe('migration 0009: the base rate moves to dated rows', () => {
  let folder: string;
  let client: PGlite;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hk-migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
    client = await PGlite.create();
  });
  afterAll(async () => {
    await client.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('removes the undated base-rate figure and audits its removal as a migration, before and after', async () => {
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0009_dated_base_rates');
    expect(upTo).toBeGreaterThan(0);
    const full = JSON.stringify(journal);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: folder });
    // The row as the seed wrote it before base rates were dated.
    await client.query(
      `insert into regulatory_figures (identifier, value, unit, legal_source, valid_from, description)
       values ('base_rate_percent', 6.5, '%', 'Magyar Nemzeti Bank', '2024-09-25', 'A jegybanki alapkamat.')`,
    );

    await writeFile(journalPath, full);
    await migrate(db, { migrationsFolder: folder });

    const left = await client.query(
      `select 1 from regulatory_figures where identifier = 'base_rate_percent'`,
    );
    expect(left.rows).toHaveLength(0);
    const audit = await client.query<{
      subject: string;
      actor: string;
      actor_id: string | null;
      before: unknown;
      after: unknown;
    }>(`select subject, subject_key, actor, actor_id, before, after from regulatory_figure_changes`);
    expect(audit.rows).toEqual([
      {
        subject: 'FIGURE',
        subject_key: 'base_rate_percent',
        actor: 'MIGRATION',
        actor_id: null,
        before: {
          identifier: 'base_rate_percent',
          value: 6.5,
          unit: '%',
          legalSource: 'Magyar Nemzeti Bank',
          validFrom: '2024-09-25',
          description: 'A jegybanki alapkamat.',
          source: 'seed',
        },
        after: null,
      },
    ]);
  });
});
