import { z } from 'zod';

/**
 * What a member of staff may do (decision 037). A staff member holds one or more roles; a
 * staff call names the roles that may make it, and every other staff member gets 403.
 * - REVIEWER decides referred applications and asks customers for corrections;
 * - SENIOR_REVIEWER does the same and gives the second approval above the four-eyes limit;
 * - CONFIGURATOR changes products, rates, regulatory figures, flows and texts;
 * - ADMIN manages staff accounts, API keys of dealers and shops, and reads the audit log.
 */
export const staffRoles = ['REVIEWER', 'SENIOR_REVIEWER', 'CONFIGURATOR', 'ADMIN'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** The groups of roles the staff calls name. */
export const staffRoleGroups = {
  /** Every member of staff: their own account, logout and the wording of the pages. */
  anyStaff: staffRoles,
  /** The review queue, cases, decisions, corrections, decision reviews. */
  reviewing: ['REVIEWER', 'SENIOR_REVIEWER'],
  /** The second approval of a decision above the four-eyes limit. */
  secondApproval: ['SENIOR_REVIEWER'],
  /** The configuration editor. */
  configuring: ['CONFIGURATOR'],
  /** Staff accounts, API keys and the audit log. */
  administering: ['ADMIN'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** True when a staff member holding `held` may make a call open to `allowed`. */
export function staffMayAct(held: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return held.some((role) => allowed.includes(role));
}

/** One row of the staff audit log (GET /api/staff/audit). */
export const staffAuditEntrySchema = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  /** The staff member's name, for the audit page; null with no staff member. */
  staffName: z.string().nullable(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffAuditEntry = z.infer<typeof staffAuditEntrySchema>;

export const staffAuditQuerySchema = z.object({
  subjectKind: z
    .string()
    .regex(/^[A-Z_]{1,40}$/)
    .optional(),
  subjectId: z.string().max(100).optional(),
  staffId: z.uuid().optional(),
  /** Rows older than this moment: the next page. */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffAuditQuery = z.infer<typeof staffAuditQuerySchema>;

export const staffAuditListSchema = z.object({ items: z.array(staffAuditEntrySchema) });
export type StaffAuditList = z.infer<typeof staffAuditListSchema>;
