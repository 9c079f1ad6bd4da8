import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '@hitelkapu/domain';
import type { DealerBranding } from '@hitelkapu/domain/contracts/dealer-branding';
import { checkDealerBranding, type DealerBrandingInput } from '@hitelkapu/domain/rules/dealer-branding';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { checkRasterImage, type RasterContentType, rasterImageProblemKeys } from '../../lib/raster-image.ts';
import {
  type DealerImageChange,
  type DealerImageSlot,
  findDealerBranding,
  findPublicFile,
  listDealerNames,
  saveDealer,
} from './dealers.repository.ts';

/**
 * An image as a dealer or staff member gives it: its bytes and the type the sender declared.
 * `null` removes the current image; leaving the slot out keeps it.
 */
export interface SubmittedImage {
  bytes: Uint8Array;
  declaredType?: string | null;
}

export interface DealerBrandingSubmission {
  /** The dealer to update; a new dealer gets a fresh id when none is given. */
  dealerId?: string;
  branding: DealerBrandingInput;
  images?: Partial<Record<DealerImageSlot, SubmittedImage | null>>;
}

export interface PublicFile {
  contentType: RasterContentType;
  bytes: Buffer;
}

export interface DealersService {
  /** A dealer's branding as the leasing pages apply it; 404 for an unknown dealer. */
  getBranding(dealerId: string): Promise<DealerBranding>;
  /** Every dealer's id and name, by name. */
  listNames(): Promise<{ id: string; name: string }[]>;
  /** A public file's bytes and the type they proved; 404 for an unknown id. */
  getPublicFile(id: string): Promise<PublicFile>;
  /**
   * Creates or updates a dealer from untrusted input (the seed today, the staff editor later):
   * the values through checkDealerBranding, each image through lib/raster-image.ts. Anything
   * that cannot be made safe is a 400 naming the fields; nothing is stored then.
   */
  saveBranding(submission: DealerBrandingSubmission): Promise<DealerBranding>;
}

const imageSlots: readonly DealerImageSlot[] = ['bigLogo', 'compactLogo', 'heroImage'];

export function createDealersService(db: Db): DealersService {
  return {
    async getBranding(dealerId) {
      const branding = await findDealerBranding(db, dealerId);
      if (!branding) throw new AppError('NOT_FOUND', 'errors.dealers.notFound');
      return branding;
    },

    listNames: () => listDealerNames(db),

    async getPublicFile(id) {
      const file = await findPublicFile(db, id);
      if (!file) throw new AppError('NOT_FOUND', 'errors.dealers.fileNotFound');
      return file;
    },

    async saveBranding({ dealerId, branding, images = {} }) {
      const checked = checkDealerBranding(branding);
      const fieldErrors: FieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
      const changes = {} as Record<DealerImageSlot, DealerImageChange>;
      for (const slot of imageSlots) {
        const submitted = images[slot];
        if (submitted === undefined) changes[slot] = { keep: true };
        else if (submitted === null) changes[slot] = { remove: true };
        else {
          const image = checkRasterImage(submitted.bytes, submitted.declaredType);
          if (!image.ok) fieldErrors[slot] = rasterImageProblemKeys[image.problem];
          else {
            const bytes = Buffer.from(
              submitted.bytes.buffer,
              submitted.bytes.byteOffset,
              submitted.bytes.length,
            );
            changes[slot] = { image: { contentType: image.contentType, bytes, sha256: image.sha256 } };
          }
        }
      }
      if (!checked.ok || Object.keys(fieldErrors).length > 0) {
        throw new AppError('VALIDATION_FAILED', undefined, fieldErrors);
      }
      return saveDealer(db, dealerId ?? randomUUID(), checked.values, changes);
    },
  };
}
