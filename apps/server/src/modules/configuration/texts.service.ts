import {
  type ConfigOnboardingOrder,
  type ConfigOnboardingPage,
  type ConfigOnboardingUpdate,
  type ConfigStatement,
  type ConfigStatementVersion,
  type ConfigStatementVersionInput,
  type ConfigTranslation,
  type ConfigTranslationList,
  holdsMarkup,
  type OnboardingType,
  placeholdersOf,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import type { ConfigCache } from '../../lib/config-cache.ts';
import { AppError } from '../../lib/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import {
  countAcceptances,
  findShippedWording,
  insertStatementVersion,
  listOnboardingRows,
  listStatementRows,
  lockOnboardingPage,
  lockStatementVersions,
  lockTranslation,
  type OnboardingRow,
  parkOnboardingPage,
  type StatementRow,
  searchTranslations,
  TRANSLATION_SUBJECT,
  type TranslationRow,
  updateOnboardingAtVersion,
  updateTranslationAtVersion,
} from './texts.repository.ts';

const stale = (
  key:
    | 'errors.staffConfig.staleText'
    | 'errors.staffConfig.staleStatement'
    | 'errors.staffConfig.staleOnboarding',
) => new AppError('CONFLICT', key, { version: 'staffConfig.errors.staleText' });

/**
 * The configuration editor's texts (decisions 039 and 042): translation tokens,
 * statements and onboarding pages. Every change is one transaction holding the change and its
 * staff audit row (before and after), made on the version the editor read; after the commit
 * the configuration cache is dropped, so the next request of this instance reads the change.
 */
export function createTextsService(deps: { db: Db; cache: ConfigCache }) {
  const { db, cache } = deps;
  /** A token the seed follows holds the shipped wording; an edited one's is in its audit trail. */
  async function shippedOf(reader: Pick<Db, 'select'>, rows: TranslationRow[]): Promise<Map<string, string>> {
    const edited = await findShippedWording(
      reader,
      rows.filter((row) => row.source === 'staff').map((row) => row.key),
    );
    return new Map(
      rows
        .map((row) => [row.key, row.source === 'seed' ? row.value : edited.get(row.key)])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }

  const toTranslation = (row: TranslationRow, shipped: Map<string, string>): ConfigTranslation => ({
    key: row.key,
    scope: row.scope,
    value: row.value,
    shippedValue: shipped.get(row.key) ?? null,
    source: row.source,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** The wording an edit must keep the placeholders of: the shipped one, else the one of today. */
  function checkWording(row: TranslationRow, shippedValue: string | undefined, value: string): void {
    if (holdsMarkup(value))
      throw new AppError('UNPROCESSABLE', 'errors.staffConfig.markupNotAllowed', {
        value: 'staffConfig.errors.markup',
      });
    const expected = placeholdersOf(shippedValue ?? row.value);
    const given = placeholdersOf(value);
    const missing = expected.filter((name) => !given.includes(name));
    const extra = given.filter((name) => !expected.includes(name));
    if (missing.length > 0 || extra.length > 0) {
      const list = (names: string[]) => (names.length ? names.map((name) => `{{${name}}}`).join(', ') : '–');
      const values = { missing: list(missing), extra: list(extra) };
      throw new AppError(
        'UNPROCESSABLE',
        { key: 'errors.staffConfig.placeholderMismatch', values },
        {
          value: 'staffConfig.errors.placeholders',
        },
      );
    }
  }

  async function writeTranslation(
    key: string,
    version: number,
    next: (
      row: TranslationRow,
      shippedValue: string | undefined,
    ) => { value: string; source: 'seed' | 'staff' },
    action: string,
    actor: StaffActor,
  ): Promise<ConfigTranslation> {
    const { row, shipped } = await db.transaction(async (tx) => {
      const before = await lockTranslation(tx, key);
      if (!before) throw new AppError('NOT_FOUND', 'errors.staffConfig.translationNotFound');
      if (before.version !== version) throw stale('errors.staffConfig.staleText');
      const shipped = await shippedOf(tx, [before]);
      const change = next(before, shipped.get(key));
      if (change.value === before.value && change.source === before.source) return { row: before, shipped };
      const after = await updateTranslationAtVersion(tx, key, before.version, change);
      if (!after) throw stale('errors.staffConfig.staleText');
      await recordStaffAction(tx, actor, {
        action,
        subjectKind: TRANSLATION_SUBJECT,
        subjectId: key,
        before,
        after,
      });
      return { row: after, shipped: await shippedOf(tx, [after]) };
    });
    cache.invalidate('all');
    return toTranslation(row, shipped);
  }

  function toStatementVersion(row: StatementRow, acceptances: Map<number, number>): ConfigStatementVersion {
    return {
      id: row.id,
      version: row.version,
      title: row.title,
      summary: row.summary,
      body: row.body,
      isRequired: row.isRequired,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
      acceptances: acceptances.get(row.id) ?? 0,
    };
  }

  /** One identifier's versions (newest first) as the editor shows them: the current is the newest active. */
  function toStatement(rows: StatementRow[], acceptances: Map<number, number>): ConfigStatement {
    const newest = rows[0];
    if (!newest) throw new Error('a statement without versions');
    const current = rows.find((row) => row.isActive) ?? newest;
    return {
      identifier: newest.identifier,
      kind: current.kind,
      current: toStatementVersion(current, acceptances),
      history: rows.map((row) => toStatementVersion(row, acceptances)),
    };
  }

  const toOnboardingPage = (row: OnboardingRow): ConfigOnboardingPage => ({
    id: row.id,
    type: row.type,
    order: row.sortOrder,
    title: row.title,
    body: row.body,
    illustration: row.illustration,
    source: row.source,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });

  return {
    async searchTranslations(filter: {
      q?: string | undefined;
      scope?: 'public' | 'internal' | undefined;
      source?: 'seed' | 'staff' | undefined;
      limit: number;
    }): Promise<ConfigTranslationList> {
      const { rows, total } = await searchTranslations(db, filter);
      const shipped = await shippedOf(db, rows);
      return { items: rows.map((row) => toTranslation(row, shipped)), total };
    },

    /** New wording of a token: same placeholders as the shipped wording, no markup. */
    updateTranslation: (key: string, input: { version: number; value: string }, actor: StaffActor) =>
      writeTranslation(
        key,
        input.version,
        (row, shippedValue) => {
          checkWording(row, shippedValue, input.value);
          return { value: input.value, source: input.value === row.value ? row.source : 'staff' };
        },
        'TRANSLATION_CHANGED',
        actor,
      ),

    /** A staff edit undone: the shipped wording again, which the seed of later releases keeps current. */
    resetTranslation: (key: string, input: { version: number }, actor: StaffActor) =>
      writeTranslation(
        key,
        input.version,
        (_row, original) => {
          if (original === undefined)
            throw new AppError('UNPROCESSABLE', 'errors.staffConfig.noShippedWording');
          return { value: original, source: 'seed' };
        },
        'TRANSLATION_RESET',
        actor,
      ),

    async listStatements(): Promise<ConfigStatement[]> {
      const rows = await listStatementRows(db);
      const acceptances = await countAcceptances(
        db,
        rows.map((row) => row.id),
      );
      const byIdentifier = new Map<string, StatementRow[]>();
      for (const row of rows)
        byIdentifier.set(row.identifier, [...(byIdentifier.get(row.identifier) ?? []), row]);
      return [...byIdentifier.values()].map((versions) => toStatement(versions, acceptances));
    },

    /**
     * New wording published as the next version. The accepted versions stay as they are: an
     * acceptance names its row and version, so a required statement is asked again at the
     * customer's next use, and the older acceptances remain the proof of what was accepted.
     */
    async publishStatementVersion(
      identifier: string,
      input: ConfigStatementVersionInput,
      actor: StaffActor,
    ): Promise<ConfigStatement> {
      const result = await db.transaction(async (tx) => {
        const versions = await lockStatementVersions(tx, identifier);
        const newest = versions[0];
        if (!newest) throw new AppError('NOT_FOUND', 'errors.staffConfig.statementNotFound');
        if (newest.version !== input.version) throw stale('errors.staffConfig.staleStatement');
        const current = versions.find((row) => row.isActive) ?? newest;
        const unchanged =
          current.title === input.title &&
          current.summary === input.summary &&
          current.body === input.body &&
          current.isRequired === input.isRequired &&
          current.id === newest.id;
        if (unchanged) return versions;
        const after = await insertStatementVersion(tx, {
          identifier,
          version: newest.version + 1,
          kind: current.kind,
          title: input.title,
          summary: input.summary,
          body: input.body,
          isRequired: input.isRequired,
          isActive: true,
        });
        if (!after) throw stale('errors.staffConfig.staleStatement');
        await recordStaffAction(tx, actor, {
          action: 'STATEMENT_VERSION_PUBLISHED',
          subjectKind: 'STATEMENT',
          subjectId: identifier,
          before: current,
          after,
        });
        return [after, ...versions];
      });
      cache.invalidate('all');
      return toStatement(
        result,
        await countAcceptances(
          db,
          result.map((row) => row.id),
        ),
      );
    },

    async listOnboardingPages(type: OnboardingType): Promise<ConfigOnboardingPage[]> {
      return (await listOnboardingRows(db, type)).map(toOnboardingPage);
    },

    async updateOnboardingPage(
      id: number,
      input: ConfigOnboardingUpdate,
      actor: StaffActor,
    ): Promise<ConfigOnboardingPage> {
      const row = await db.transaction(async (tx) => {
        const before = await lockOnboardingPage(tx, id);
        if (!before) throw new AppError('NOT_FOUND', 'errors.staffConfig.onboardingPageNotFound');
        if (before.version !== input.version) throw stale('errors.staffConfig.staleOnboarding');
        const change = { title: input.title, body: input.body, illustration: input.illustration };
        if (
          before.title === change.title &&
          before.body === change.body &&
          before.illustration === change.illustration
        )
          return before;
        const after = await updateOnboardingAtVersion(tx, id, before.version, change);
        if (!after) throw stale('errors.staffConfig.staleOnboarding');
        await recordStaffAction(tx, actor, {
          action: 'ONBOARDING_PAGE_CHANGED',
          subjectKind: 'ONBOARDING_PAGE',
          subjectId: String(id),
          before,
          after,
        });
        return after;
      });
      cache.invalidate('all');
      return toOnboardingPage(row);
    },

    /**
     * A journey's pages in a new order. Every page of the journey is named once, each with
     * the version read; the places the journey has are handed out in the new order, and a
     * moved page becomes the lender's (the seed of a later release leaves it alone).
     */
    async reorderOnboardingPages(
      input: ConfigOnboardingOrder,
      actor: StaffActor,
    ): Promise<ConfigOnboardingPage[]> {
      const rows = await db.transaction(async (tx) => {
        const before = await listOnboardingRows(tx, input.type, true);
        const byId = new Map(before.map((row) => [row.id, row]));
        const named = new Set(input.pages.map((page) => page.id));
        const sameSet =
          named.size === input.pages.length &&
          named.size === before.length &&
          [...named].every((id) => byId.has(id));
        if (!sameSet) throw stale('errors.staffConfig.staleOnboarding');
        if (input.pages.some((page) => byId.get(page.id)?.version !== page.version))
          throw stale('errors.staffConfig.staleOnboarding');
        const places = before.map((row) => row.sortOrder);
        const moves = input.pages
          .map((page, index) => ({ row: byId.get(page.id) as OnboardingRow, place: places[index] as number }))
          .filter((move) => move.row.sortOrder !== move.place);
        if (moves.length === 0) return before;
        // The places are unique per journey: the moved pages step aside before they take their new ones.
        for (const [index, move] of moves.entries()) await parkOnboardingPage(tx, move.row.id, index + 1);
        for (const move of moves) {
          const moved = await updateOnboardingAtVersion(tx, move.row.id, move.row.version, {
            sortOrder: move.place,
          });
          if (!moved) throw stale('errors.staffConfig.staleOnboarding');
        }
        const after = await listOnboardingRows(tx, input.type);
        const orderOf = (list: OnboardingRow[]) =>
          list.map((row) => ({ id: row.id, order: row.sortOrder, title: row.title, version: row.version }));
        await recordStaffAction(tx, actor, {
          action: 'ONBOARDING_PAGES_REORDERED',
          subjectKind: 'ONBOARDING_JOURNEY',
          subjectId: input.type,
          before: { pages: orderOf(before) },
          after: { pages: orderOf(after) },
        });
        return after;
      });
      cache.invalidate('all');
      return rows.map(toOnboardingPage);
    },
  };
}

export type TextsService = ReturnType<typeof createTextsService>;
