import { defineEndpoint } from '../endpoint.ts';
import {
  createStaffUserSchema,
  staffUserIdParamsSchema,
  staffUserListSchema,
  staffUserRolesSchema,
  staffUserSchema,
} from '../staff-admin.ts';
import { staffRoleGroups } from '../staff-roles.ts';

/**
 * Staff administration for administrators: accounts, roles, switching off and on, a new
 * authenticator. Every change leaves one audit row with the account before and after.
 */
const tags = ['staff'];

export const listStaffUsers = defineEndpoint({
  operationId: 'listStaffUsers',
  method: 'GET',
  path: '/api/staff/admin/staff-users',
  summary: 'Every staff account, by name: roles, whether an authenticator is set up, whether switched off',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  response: staffUserListSchema,
});

export const createStaffUser = defineEndpoint({
  operationId: 'createStaffUser',
  method: 'POST',
  path: '/api/staff/admin/staff-users',
  summary:
    'Adds a staff account with its roles and a first password given by the administrator; the first login sets up the authenticator',
  description:
    'The password follows the password policy (400 with a field error otherwise); an address already in use is 409.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  body: createStaffUserSchema,
  response: staffUserSchema,
  successStatus: 201,
  errors: [400, 409],
});

export const changeStaffUserRoles = defineEndpoint({
  operationId: 'changeStaffUserRoles',
  method: 'PUT',
  path: '/api/staff/admin/staff-users/:id/roles',
  summary: "Sets a staff member's roles (at least one); it applies to their next call",
  description:
    'Taking ADMIN from oneself or from the last enabled administrator is 409: the portal never loses its last administrator.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: staffUserIdParamsSchema,
  body: staffUserRolesSchema,
  response: staffUserSchema,
  errors: [400, 404, 409],
});

export const disableStaffUser = defineEndpoint({
  operationId: 'disableStaffUser',
  method: 'POST',
  path: '/api/staff/admin/staff-users/:id/disable',
  summary: 'Switches a staff account off: no login, and every session of theirs ends at once',
  description: 'Switching off oneself or the last enabled administrator is 409.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: staffUserIdParamsSchema,
  response: staffUserSchema,
  errors: [404, 409],
});

export const enableStaffUser = defineEndpoint({
  operationId: 'enableStaffUser',
  method: 'POST',
  path: '/api/staff/admin/staff-users/:id/enable',
  summary: 'Switches a staff account back on: they log in again with their password and authenticator',
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: staffUserIdParamsSchema,
  response: staffUserSchema,
  errors: [404],
});

export const resetStaffAuthenticator = defineEndpoint({
  operationId: 'resetStaffAuthenticator',
  method: 'POST',
  path: '/api/staff/admin/staff-users/:id/reset-authenticator',
  summary:
    "Forgets a staff member's authenticator (a lost phone): their sessions end and the next login sets up a new one",
  tags,
  access: 'staff',
  roles: staffRoleGroups.administering,
  params: staffUserIdParamsSchema,
  response: staffUserSchema,
  errors: [404],
});
