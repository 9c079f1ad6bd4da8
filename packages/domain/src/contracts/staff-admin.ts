import { z } from 'zod';
import { staffRoleSchema, staffRoles } from './staff-roles.ts';

/**
 * Staff administration (ADMIN only): the accounts of the lender's staff, their roles, switching
 * an account off and on, and a new authenticator. Secrets never leave the server: an account
 * says only whether it has an authenticator.
 */
export const staffUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(staffRoleSchema),
  hasAuthenticator: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserListSchema = z.object({ items: z.array(staffUserSchema) });
export type StaffUserList = z.infer<typeof staffUserListSchema>;

/** At least one role, each once. */
const staffRoleListSchema = z
  .array(z.enum(staffRoles, { error: 'validation.option' }), { error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(staffRoles.length)
  .refine((roles) => new Set(roles).size === roles.length, { error: 'validation.invalid' });

export const createStaffUserSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(120, { error: 'validation.size' }),
  email: z.email({ error: 'validation.email' }).max(254, { error: 'validation.size' }),
  roles: staffRoleListSchema,
  /**
   * The first password, given by the administrator and passed on to the new colleague; it
   * follows the password policy (rules/password-policy.ts), checked by the server.
   */
  initialPassword: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(200),
});
export type CreateStaffUser = z.infer<typeof createStaffUserSchema>;

export const staffUserRolesSchema = z.object({ roles: staffRoleListSchema });
export type StaffUserRoles = z.infer<typeof staffUserRolesSchema>;

export const staffUserIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export type StaffUserIdParams = z.infer<typeof staffUserIdParamsSchema>;

/** The audit codes of staff administration (subject kind STAFF_USER). */
export const staffAdminActions = [
  'STAFF_USER_CREATED',
  'STAFF_ROLES_CHANGED',
  'STAFF_USER_DISABLED',
  'STAFF_USER_ENABLED',
  'STAFF_AUTHENTICATOR_RESET',
] as const;
export type StaffAdminAction = (typeof staffAdminActions)[number];
