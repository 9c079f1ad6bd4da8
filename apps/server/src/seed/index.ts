import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  documentPrompts,
  flowDefinitions,
  loanProducts,
  offerSettings,
  onboardingPages,
  portalConfigs,
  psd2Fields,
  questionSets,
  readonlyFields,
  retentionSettings,
  simpleFields,
  specialFields,
  statementPrompts,
  statements,
  translationTokens,
  verificationMethods,
  workingDayChanges,
} from '../db/schema/index.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import {
  loadRegulatoryFigures,
  loadUnderwritingPolicy,
} from '../modules/offers/regulatory-figures.repository.ts';
import { applyShippedFigures } from '../modules/offers/regulatory-figures.service.ts';
import {
  documentPromptSeed,
  psd2FieldSeed,
  readonlyFieldSeed,
  simpleFieldSeed,
  specialFieldSeed,
  statementPromptSeed,
} from './application-fields.ts';
import { flowDefinitionSeed } from './application-flow.ts';
import { seedDemoDealers } from './dealers.ts';
import { seedDemoData } from './demo.ts';
import { seedDemoLeasingPrescores, seedLeasingContent } from './leasing.ts';
import { loanProductSeed, pointOfSaleProductSeed } from './loan-products.ts';
import { seedDemoMerchants } from './merchants.ts';
import { filterSettingsSeed, tripleOfferConfigSeed } from './offer-settings.ts';
import { onboardingPageSeed } from './onboarding-pages.ts';
import { portalConfigSeed, RETIRED_PORTAL_CONFIGS } from './portal-config.ts';
import { questionSetSeed } from './question-sets.ts';
import { baseRateSeed, regulatoryFigureSeed } from './regulatory-figures.ts';
import { retentionSettingSeed } from './retention-settings.ts';
import { withSeedLock } from './seed-lock.ts';
import { DEMO_STAFF_TOTP_SECRET, demoStaffAccounts, seedStaffAccounts } from './staff.ts';
import { statementSeed } from './statements.ts';
import { internalTokensHu, publicTokensHu } from './translations-hu.ts';
import { publicAccessibilityTokensHu } from './translations-hu-accessibility.ts';
import { internalApplicationTokensHu, publicApplicationTokensHu } from './translations-hu-application.ts';
import { internalAuthTokensHu, publicAuthTokensHu } from './translations-hu-auth.ts';
import { internalBankConnectionTokensHu } from './translations-hu-bank-connection.ts';
import { internalBankSyncTokensHu } from './translations-hu-bank-sync.ts';
import { internalCreditTokensHu, publicCreditTokensHu } from './translations-hu-credit.ts';
import { internalCreditTermsTokensHu } from './translations-hu-credit-terms.ts';
import { internalDataRightsTokensHu, publicDataRightsTokensHu } from './translations-hu-data-rights.ts';
import { internalDecisionReviewTokensHu } from './translations-hu-decision-review.ts';
import { internalJourneyTokensHu } from './translations-hu-journey.ts';
import { internalLeasingTokensHu, publicLeasingTokensHu } from './translations-hu-leasing.ts';
import { internalPurchaseTokensHu, publicPurchaseTokensHu } from './translations-hu-purchases.ts';
import { internalRegulatoryTokensHu } from './translations-hu-regulatory.ts';
import { internalStaffTokensHu, publicStaffTokensHu } from './translations-hu-staff.ts';
import { internalStaffAdminTokensHu } from './translations-hu-staff-admin.ts';
import { internalStaffCaseEvidenceTokensHu } from './translations-hu-staff-case-evidence.ts';
import { internalStaffConfigTokensHu } from './translations-hu-staff-config.ts';
import { internalStaffConfigFlowTokensHu } from './translations-hu-staff-config-flows.ts';
import { internalStaffConfigPartnersTokensHu } from './translations-hu-staff-config-partners.ts';
import { internalStaffConfigTextsTokensHu } from './translations-hu-staff-config-texts.ts';
import { internalTodoTokensHu } from './translations-hu-todos.ts';
import { verificationMethodSeed } from './verification-methods.ts';
import { workingDayChangeSeed } from './working-days.ts';

interface SeedOptions {
  demo: boolean;
  staff?: { email: string; password: string } | undefined;
  /** Seals the demo staff's authenticator secret; without it they set one up at first login. */
  secretBox?: SecretBox | undefined;
}

/**
 * Fills the content the portal cannot work without (wording, flags, statements) and, on a
 * demo database, demo data. Safe to run on every start and from several instances at once:
 * on PostgreSQL the instances take turns (an advisory lock, seed-lock.ts).
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await withSeedLock(db, () => seedOnce(db, options));
}

async function seedOnce(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const tokens = [
      ...Object.entries({
        ...publicTokensHu,
        ...publicAuthTokensHu,
        ...publicCreditTokensHu,
        ...publicApplicationTokensHu,
        ...publicStaffTokensHu,
        ...publicDataRightsTokensHu,
        ...publicAccessibilityTokensHu,
        ...publicLeasingTokensHu,
        ...publicPurchaseTokensHu,
      }).map(([key, value]) => ({
        lang: 'hu',
        key,
        value,
        scope: 'public' as const,
      })),
      ...Object.entries({
        ...internalTokensHu,
        ...internalAuthTokensHu,
        ...internalCreditTokensHu,
        ...internalBankSyncTokensHu,
        ...internalBankConnectionTokensHu,
        ...internalCreditTermsTokensHu,
        ...internalApplicationTokensHu,
        ...internalStaffTokensHu,
        ...internalStaffConfigTokensHu,
        ...internalStaffConfigTextsTokensHu,
        ...internalStaffConfigFlowTokensHu,
        ...internalStaffConfigPartnersTokensHu,
        ...internalStaffAdminTokensHu,
        ...internalDataRightsTokensHu,
        ...internalRegulatoryTokensHu,
        ...internalJourneyTokensHu,
        ...internalDecisionReviewTokensHu,
        ...internalStaffCaseEvidenceTokensHu,
        ...internalLeasingTokensHu,
        ...internalPurchaseTokensHu,
        ...internalTodoTokensHu,
      }).map(([key, value]) => ({
        lang: 'hu',
        key,
        value,
        scope: 'internal' as const,
      })),
    ];
    await tx
      .insert(translationTokens)
      .values(tokens)
      .onConflictDoUpdate({
        target: [translationTokens.lang, translationTokens.key],
        set: { value: sql`excluded.value`, scope: sql`excluded.scope`, updatedAt: sql`now()` },
        setWhere: sql`${translationTokens.source} = 'seed' and ${translationTokens.value} <> excluded.value`,
      });

    // Flags keep whatever value an operator has set; only missing ones are added, retired ones go.
    await tx.insert(portalConfigs).values(portalConfigSeed).onConflictDoNothing();
    await tx.delete(portalConfigs).where(inArray(portalConfigs.identifier, RETIRED_PORTAL_CONFIGS));
    // Retention periods keep an operator's value too; only missing ones are added.
    await tx.insert(retentionSettings).values(retentionSettingSeed).onConflictDoNothing();
    // A statement version is immutable once published: people have accepted that wording.
    await tx.insert(statements).values(statementSeed).onConflictDoNothing();
    await seedCreditContent(tx);
    await seedLeasingContent(tx);
    // The point-of-sale credit is the lender's once shipped, like the personal loans.
    await tx
      .insert(loanProducts)
      .values(pointOfSaleProductSeed)
      .onConflictDoNothing({ target: loanProducts.identifier });
    await seedApplicationFlow(tx);
    // Methods are the lender's once shipped (a staff member may disable one): only missing ones are added.
    await tx.insert(verificationMethods).values(verificationMethodSeed).onConflictDoNothing();
  });
  if (options.demo) await seedDemoData(db);
  // The leasing variant's demo dealers, their images drawn only when a dealer is first added.
  if (options.demo) await seedDemoDealers(db);
  // One prescore per demo dealer, so the demo landing links work (needs the dealers above).
  if (options.demo) await seedDemoLeasingPrescores(db);
  // The shops of the point-of-sale credit's catalogue, among them the demo shop the portal serves.
  if (options.demo) await seedDemoMerchants(db);
  // The demo's staff, one per role, on a demo database with the published authenticator secret.
  if (options.demo)
    await seedStaffAccounts(
      db,
      demoStaffAccounts,
      options.secretBox ? { secretBox: options.secretBox, secret: DEMO_STAFF_TOTP_SECRET } : undefined,
    );
  // Elsewhere only the account the configuration names: the administrator who adds the others.
  // It sets up its authenticator at its first login.
  if (options.staff)
    await seedStaffAccounts(db, [{ ...options.staff, name: 'Adminisztrátor', roles: ['ADMIN'] }]);
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The credit journey's configuration. Figures, question sets and onboarding pages follow the
 * shipped content until staff edit them; products and offer settings are the lender's once
 * shipped, so only missing ones are added. Every figure the engine needs is checked at the
 * end: a database without one does not start.
 */
async function seedCreditContent(tx: Transaction): Promise<void> {
  // Through the audited writes an editor uses: every figure the seed adds or changes is recorded.
  await applyShippedFigures(tx, regulatoryFigureSeed, baseRateSeed);

  await tx
    .insert(workingDayChanges)
    .values(workingDayChangeSeed)
    .onConflictDoUpdate({
      target: workingDayChanges.day,
      set: { kind: sql`excluded.kind`, legalSource: sql`excluded.legal_source`, updatedAt: sql`now()` },
      setWhere: sql`${workingDayChanges.source} = 'seed' and (${workingDayChanges.kind}, ${workingDayChanges.legalSource}) is distinct from (excluded.kind, excluded.legal_source)`,
    });

  await tx
    .insert(questionSets)
    .values(questionSetSeed)
    .onConflictDoUpdate({
      target: questionSets.id,
      set: { title: sql`excluded.title`, steps: sql`excluded.steps`, updatedAt: sql`now()` },
      setWhere: sql`${questionSets.source} = 'seed' and (${questionSets.title}, ${questionSets.steps}) is distinct from (excluded.title, excluded.steps)`,
    });

  await tx
    .insert(onboardingPages)
    .values(onboardingPageSeed)
    .onConflictDoUpdate({
      target: [onboardingPages.type, onboardingPages.sortOrder],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        illustration: sql`excluded.illustration`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${onboardingPages.source} = 'seed' and (${onboardingPages.title}, ${onboardingPages.body}, ${onboardingPages.illustration}) is distinct from (excluded.title, excluded.body, excluded.illustration)`,
    });

  await tx
    .insert(loanProducts)
    .values(loanProductSeed)
    .onConflictDoNothing({ target: loanProducts.identifier });
  const products = await tx
    .select({ id: loanProducts.id, identifier: loanProducts.identifier })
    .from(loanProducts);
  const productId = (identifier: string | null): number | null => {
    if (identifier === null) return null;
    const product = products.find((row) => row.identifier === identifier);
    if (!product) throw new Error(`offer settings name the unknown product '${identifier}'`);
    return product.id;
  };
  const defaultOfferId = productId(filterSettingsSeed.defaultOfferId);
  if (defaultOfferId === null) throw new Error('the filter settings need a default product');
  await tx
    .insert(offerSettings)
    .values([
      { identifier: 'filter-settings', value: { ...filterSettingsSeed, defaultOfferId } },
      {
        identifier: 'triple-offer-config',
        value: {
          slots: tripleOfferConfigSeed.slots.map((slot) => ({ ...slot, offerId: productId(slot.offerId) })),
        },
      },
    ])
    .onConflictDoNothing();

  await loadRegulatoryFigures(tx);
  await loadUnderwritingPolicy(tx);
}

/**
 * Rewrites a seed-owned row when the shipped content differs; a staff-edited row is left
 * alone (ADR 009). `keys` are the table's property names.
 */
function followSeed(table: PgTable & { source: PgColumn }, keys: string[]) {
  const columns = getTableColumns(table);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return column.name;
  });
  const set = Object.fromEntries(keys.map((key, i) => [key, sql.raw(`excluded.${names[i]}`)]));
  const current = sql.raw(names.map((name) => `${getTableName(table)}.${name}`).join(', '));
  const shipped = sql.raw(names.map((name) => `excluded.${name}`).join(', '));
  return {
    set: { ...set, updatedAt: sql`now()` },
    setWhere: sql`${table.source} = 'seed' and (${current}) is distinct from (${shipped})`,
  };
}

/**
 * The loan-application flow and the field configurations its questions name. Statement
 * prompts name the newest version of their statement, so a new statement version moves the
 * prompt with it.
 */
async function seedApplicationFlow(tx: Transaction): Promise<void> {
  const upsert = async (
    table: PgTable & { source: PgColumn; id: PgColumn },
    rows: Record<string, unknown>[],
    keys: string[],
  ) => {
    const { set, setWhere } = followSeed(table, keys);
    await tx
      .insert(table)
      .values(rows as never)
      .onConflictDoUpdate({ target: table.id, set: set as never, setWhere });
  };
  await upsert(simpleFields, simpleFieldSeed, ['fieldType', 'label', 'hint', 'options']);
  await upsert(readonlyFields, readonlyFieldSeed, ['label', 'valueSource']);
  await upsert(documentPrompts, documentPromptSeed, [
    'identifier',
    'title',
    'description',
    'acceptedTypes',
    'maxBytes',
    'maxFiles',
  ]);
  await upsert(specialFields, specialFieldSeed, ['subtype', 'title', 'description']);
  await upsert(psd2Fields, psd2FieldSeed, ['title', 'description']);

  const statementRows = await tx
    .select({ id: statements.id, identifier: statements.identifier, version: statements.version })
    .from(statements);
  const newest = (identifier: string) => {
    const versions = statementRows.filter((row) => row.identifier === identifier);
    const row = versions.sort((a, b) => b.version - a.version)[0];
    if (!row) throw new Error(`statement prompt names the unknown statement '${identifier}'`);
    return row.id;
  };
  await upsert(
    statementPrompts,
    statementPromptSeed.map((prompt) => ({ id: prompt.id, statementId: newest(prompt.statementIdentifier) })),
    ['statementId'],
  );
  await upsert(flowDefinitions, flowDefinitionSeed, ['title', 'steps']);
}
