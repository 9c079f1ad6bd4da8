import { sql } from 'drizzle-orm';
import { loadRegulatoryFigures } from '../../modules/offers/regulatory-figures.repository.ts';
import type { Db } from '../client.ts';
import {
  loanProducts,
  offerSettings,
  onboardingPages,
  portalConfigs,
  questionSets,
  regulatoryFigures,
  statements,
  translationTokens,
} from '../schema/index.ts';
import { seedDemoData } from './demo.ts';
import { loanProductSeed } from './loan-products.ts';
import { filterSettingsSeed, tripleOfferConfigSeed } from './offer-settings.ts';
import { onboardingPageSeed } from './onboarding-pages.ts';
import { portalConfigSeed } from './portal-config.ts';
import { questionSetSeed } from './question-sets.ts';
import { regulatoryFigureSeed } from './regulatory-figures.ts';
import { statementSeed } from './statements.ts';
import { internalTokensHu, publicTokensHu } from './translations-hu.ts';
import { internalAuthTokensHu, publicAuthTokensHu } from './translations-hu-auth.ts';
import { internalCreditTokensHu, publicCreditTokensHu } from './translations-hu-credit.ts';

/**
 * Fills the content the portal cannot work without (wording, flags, statements) and, on a
 * demo database, demo data. Safe to run on every start and from several instances at once.
 */
export async function seedDatabase(db: Db, options: { demo: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    const tokens = [
      ...Object.entries({ ...publicTokensHu, ...publicAuthTokensHu, ...publicCreditTokensHu }).map(
        ([key, value]) => ({
          lang: 'hu',
          key,
          value,
          scope: 'public' as const,
        }),
      ),
      ...Object.entries({ ...internalTokensHu, ...internalAuthTokensHu, ...internalCreditTokensHu }).map(
        ([key, value]) => ({
          lang: 'hu',
          key,
          value,
          scope: 'internal' as const,
        }),
      ),
    ];
    await tx
      .insert(translationTokens)
      .values(tokens)
      .onConflictDoUpdate({
        target: [translationTokens.lang, translationTokens.key],
        set: { value: sql`excluded.value`, scope: sql`excluded.scope`, updatedAt: sql`now()` },
        setWhere: sql`${translationTokens.source} = 'seed' and ${translationTokens.value} <> excluded.value`,
      });

    // Flags keep whatever value an operator has set; only missing ones are added.
    await tx.insert(portalConfigs).values(portalConfigSeed).onConflictDoNothing();
    // A statement version is immutable once published: people have accepted that wording.
    await tx.insert(statements).values(statementSeed).onConflictDoNothing();
    await seedCreditContent(tx);
  });
  if (options.demo) await seedDemoData(db);
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The credit journey's configuration. Figures, question sets and onboarding pages follow the
 * shipped content until staff edit them; products and offer settings are the lender's once
 * shipped, so only missing ones are added. Every figure the engine needs is checked at the
 * end: a database without one does not start.
 */
async function seedCreditContent(tx: Transaction): Promise<void> {
  await tx
    .insert(regulatoryFigures)
    .values(regulatoryFigureSeed)
    .onConflictDoUpdate({
      target: regulatoryFigures.identifier,
      set: {
        value: sql`excluded.value`,
        unit: sql`excluded.unit`,
        legalSource: sql`excluded.legal_source`,
        validFrom: sql`excluded.valid_from`,
        description: sql`excluded.description`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${regulatoryFigures.source} = 'seed' and (${regulatoryFigures.value}, ${regulatoryFigures.unit}, ${regulatoryFigures.legalSource}, ${regulatoryFigures.validFrom}, ${regulatoryFigures.description}) is distinct from (excluded.value, excluded.unit, excluded.legal_source, excluded.valid_from, excluded.description)`,
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
}
