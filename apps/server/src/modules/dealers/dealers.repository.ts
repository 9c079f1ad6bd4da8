import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import type { DealerBrandingValues } from '@hitelkapu/domain/rules/dealer-branding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dealers, publicFiles } from '../../db/schema/index.ts';
import type { RasterContentType } from '../../lib/raster-image.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An image already proven by lib/raster-image.ts, ready to be kept as a public file. */
export interface CheckedImage {
  contentType: RasterContentType;
  bytes: Buffer;
  sha256: string;
}

export type DealerImageSlot = 'bigLogo' | 'compactLogo' | 'heroImage';

/** What to do with one image of a dealer: keep the current, remove it, or point at a new one. */
export type DealerImageChange = { keep: true } | { remove: true } | { image: CheckedImage };

const brandingColumns = {
  dealerId: dealers.id,
  name: dealers.name,
  bigLogo: dealers.bigLogoId,
  compactLogo: dealers.compactLogoId,
  heroImage: dealers.heroImageId,
  primaryColor: dealers.primaryColor,
  secondaryColor: dealers.secondaryColor,
  buttonTextColor: dealers.buttonTextColor,
  borderRadius: dealers.borderRadius,
  buttonRadius: dealers.buttonRadius,
};

/** Every dealer's id and name, by name. */
export function listDealerNames(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: dealers.id, name: dealers.name }).from(dealers).orderBy(dealers.name);
}

export async function findDealerBranding(
  db: Db | Transaction,
  dealerId: string,
): Promise<DealerBranding | null> {
  const [row] = await db.select(brandingColumns).from(dealers).where(eq(dealers.id, dealerId));
  return row ?? null;
}

export async function findPublicFile(
  db: Db,
  id: string,
): Promise<{ contentType: RasterContentType; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: publicFiles.contentType, bytes: publicFiles.bytes })
    .from(publicFiles)
    .where(eq(publicFiles.id, id));
  return row ?? null;
}

/** Keeps an image once: the same bytes give the id they already have. */
async function storePublicFile(tx: Transaction, image: CheckedImage): Promise<string> {
  await tx
    .insert(publicFiles)
    .values({ contentType: image.contentType, bytes: image.bytes, sha256: image.sha256 })
    .onConflictDoNothing({ target: publicFiles.sha256 });
  const [row] = await tx
    .select({ id: publicFiles.id })
    .from(publicFiles)
    .where(eq(publicFiles.sha256, image.sha256));
  if (!row) throw new Error('a public file was neither stored nor found');
  return row.id;
}

const imageColumn = { bigLogo: 'bigLogoId', compactLogo: 'compactLogoId', heroImage: 'heroImageId' } as const;

/**
 * Creates the dealer with the given id or updates it: its checked values, and each image kept,
 * removed or replaced. Files a dealer no longer names stay (a page already open still shows
 * them, and they are immutable); they are small and few.
 */
export async function saveDealer(
  db: Db,
  dealerId: string,
  values: DealerBrandingValues,
  images: Record<DealerImageSlot, DealerImageChange>,
): Promise<DealerBranding> {
  return db.transaction(async (tx) => {
    const files: Partial<Record<(typeof imageColumn)[DealerImageSlot], string | null>> = {};
    for (const slot of Object.keys(imageColumn) as DealerImageSlot[]) {
      const change = images[slot];
      if ('image' in change) files[imageColumn[slot]] = await storePublicFile(tx, change.image);
      else if ('remove' in change) files[imageColumn[slot]] = null;
    }
    const now = new Date();
    await tx
      .insert(dealers)
      .values({ id: dealerId, ...values, ...files })
      .onConflictDoUpdate({ target: dealers.id, set: { ...values, ...files, updatedAt: now } });
    const saved = await findDealerBranding(tx, dealerId);
    if (!saved) throw new Error('a dealer was neither stored nor found');
    return saved;
  });
}
