import { z } from 'zod';
import { isIsoDate } from '../format/date.ts';

/**
 * What an editor of the regulatory figures sends, and what the audit of their changes keeps
 * (DOMAIN "Compliance": who, when, before and after). The server checks every edit with
 * these schemas whoever makes it: staff, or the seed when a release ships a new figure.
 */

const calendarDaySchema = z.string().refine(isIsoDate, { error: 'validation.invalid' });

/** At most `places` decimals, as the database column keeps them (numeric scale). */
const withDecimals = (places: number) => (value: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

const legalSourceSchema = z.string().trim().min(1).max(300);

/** One MNB base rate: the first day it applies (a Budapest calendar day), the rate and its source. */
export const baseRateInputSchema = z.object({
  effectiveFrom: calendarDaySchema,
  ratePercent: z.number().min(0).max(100).refine(withDecimals(2), { error: 'validation.invalid' }),
  legalSource: legalSourceSchema,
});
export type BaseRateInput = z.infer<typeof baseRateInputSchema>;

/** A new value of one undated figure (a THM cap margin, a JTM limit, a lender policy figure). */
export const regulatoryFigureInputSchema = z.object({
  value: z.number().min(0).max(9_999_999_999).refine(withDecimals(4), { error: 'validation.invalid' }),
  validFrom: calendarDaySchema.nullable(),
  legalSource: legalSourceSchema,
});
export type RegulatoryFigureInput = z.infer<typeof regulatoryFigureInputSchema>;

/** Who changed a figure: the seed of a release, a database migration, or a member of staff. */
export const figureChangeActors = ['SEED', 'MIGRATION', 'STAFF'] as const;
export type FigureChangeActor = (typeof figureChangeActors)[number];

export const figureChangeSubjects = ['BASE_RATE', 'FIGURE'] as const;
export type FigureChangeSubject = (typeof figureChangeSubjects)[number];

/** One audited change: null `before` for a row created, null `after` for a row removed. */
export const regulatoryFigureChangeSchema = z.object({
  id: z.string(),
  subject: z.enum(figureChangeSubjects),
  /** The figure's identifier, or the base rate's first day. */
  subjectKey: z.string(),
  actor: z.enum(figureChangeActors),
  /** The staff member's id; null for the seed and migrations. */
  actorId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type RegulatoryFigureChange = z.infer<typeof regulatoryFigureChangeSchema>;
