import {
  type CreateStaffUser,
  checkPassword,
  type StaffAdminAction,
  type StaffRole,
  type StaffUser,
  type StaffUserList,
} from '@hitelkapu/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordStaffAction, type StaffActor } from '../audit/staff-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { normalizeStaffEmail, revokeStaffSessions, type StaffRow } from './staff.repository.ts';
import {
  insertStaffRow,
  listStaffRows,
  lockEnabledAdminIds,
  lockStaffRow,
  toStaffUser,
  updateStaffRow,
} from './staff-admin.repository.ts';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export const staffAdminErrors = {
  notFound: () => new AppError('NOT_FOUND', 'errors.staffAdmin.notFound'),
  emailTaken: () => new AppError('CONFLICT', 'errors.staffAdmin.emailTaken', { email: 'validation.taken' }),
  ownAdminRole: () => new AppError('CONFLICT', 'errors.staffAdmin.ownAdminRole'),
  ownAccount: () => new AppError('CONFLICT', 'errors.staffAdmin.ownAccount'),
  lastAdmin: () => new AppError('CONFLICT', 'errors.staffAdmin.lastAdmin'),
};

/**
 * What the audit keeps of an account: who it is, what it may do, whether it has an
 * authenticator and whether it is switched off. Never the password hash or a secret.
 */
function auditViewOf(row: StaffRow): Record<string, unknown> {
  const { id: _id, createdAt: _createdAt, ...view } = toStaffUser(row);
  return view;
}

const isAdmin = (roles: readonly StaffRole[]) => roles.includes('ADMIN');

/** Staff administration (ADMIN only): accounts, roles, switching off and on, a new authenticator. */
export function createStaffAdminService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * One change to one account in one transaction: the account locked, the change made, and
   * one audit row with the account before and after. A change that may take an administrator
   * away first locks the enabled administrators (always in the same order, then the account),
   * so two administrators acting on each other at once wait for one another instead of both
   * going through.
   */
  async function change(
    actor: StaffActor,
    id: string,
    action: StaffAdminAction,
    apply: (tx: Transaction, row: StaffRow, admins: readonly string[]) => Promise<StaffRow>,
    options: { locksAdmins?: boolean } = {},
  ): Promise<StaffUser> {
    return db.transaction(async (tx) => {
      const admins = options.locksAdmins ? await lockEnabledAdminIds(tx) : [];
      const before = await lockStaffRow(tx, id);
      if (!before) throw staffAdminErrors.notFound();
      const after = await apply(tx, before, admins);
      await recordStaffAction(tx, actor, {
        action,
        subjectKind: 'STAFF_USER',
        subjectId: id,
        before: auditViewOf(before),
        after: auditViewOf(after),
      });
      return toStaffUser(after);
    });
  }

  /**
   * The portal keeps an enabled administrator: nobody takes ADMIN from themselves or switches
   * themselves off, and the last enabled administrator keeps both (the acting administrator
   * may have lost ADMIN a moment ago, in a change made at the same time).
   */
  function keepAnAdmin(
    actor: StaffActor,
    row: StaffRow,
    admins: readonly string[],
    ownError: () => AppError,
  ) {
    if (row.id === actor.staffId) throw ownError();
    if (!isAdmin(row.roles) || row.disabledAt) return;
    if (!admins.some((adminId) => adminId !== row.id)) throw staffAdminErrors.lastAdmin();
  }

  return {
    async list(): Promise<StaffUserList> {
      return { items: (await listStaffRows(db)).map(toStaffUser) };
    },

    async create(input: CreateStaffUser, actor: StaffActor): Promise<StaffUser> {
      const email = normalizeStaffEmail(input.email);
      const [broken] = checkPassword(input.initialPassword, { email });
      if (broken) throw new AppError('VALIDATION_FAILED', undefined, { initialPassword: broken });
      const passwordHash = await hashPassword(input.initialPassword);
      return db.transaction(async (tx) => {
        const row = await insertStaffRow(tx, { email, name: input.name, roles: input.roles, passwordHash });
        if (!row) throw staffAdminErrors.emailTaken();
        await recordStaffAction(tx, actor, {
          action: 'STAFF_USER_CREATED',
          subjectKind: 'STAFF_USER',
          subjectId: row.id,
          before: null,
          after: auditViewOf(row),
        });
        return toStaffUser(row);
      });
    },

    /** The guard reads the roles on every call, so the change applies to the next one. */
    changeRoles(id: string, roles: StaffRole[], actor: StaffActor): Promise<StaffUser> {
      return change(
        actor,
        id,
        'STAFF_ROLES_CHANGED',
        (tx, row, admins) => {
          if (isAdmin(row.roles) && !isAdmin(roles))
            keepAnAdmin(actor, row, admins, staffAdminErrors.ownAdminRole);
          return updateStaffRow(tx, id, { roles: [...roles] });
        },
        { locksAdmins: true },
      );
    },

    /** No login and no token works any more: the guard refuses a switched-off account. */
    disable(id: string, actor: StaffActor): Promise<StaffUser> {
      return change(
        actor,
        id,
        'STAFF_USER_DISABLED',
        async (tx, row, admins) => {
          keepAnAdmin(actor, row, admins, staffAdminErrors.ownAccount);
          if (row.disabledAt) return row;
          await revokeStaffSessions(tx, id);
          return updateStaffRow(tx, id, { disabledAt: new Date() });
        },
        { locksAdmins: true },
      );
    },

    enable(id: string, actor: StaffActor): Promise<StaffUser> {
      return change(actor, id, 'STAFF_USER_ENABLED', (tx, row) =>
        row.disabledAt ? updateStaffRow(tx, id, { disabledAt: null }) : Promise.resolve(row),
      );
    },

    /**
     * A lost or replaced phone: the authenticator is forgotten and every session ends; the
     * next login with the password sets up a new authenticator.
     */
    resetAuthenticator(id: string, actor: StaffActor): Promise<StaffUser> {
      return change(actor, id, 'STAFF_AUTHENTICATOR_RESET', async (tx) => {
        await revokeStaffSessions(tx, id);
        return updateStaffRow(tx, id, { totpSecretSealed: null, totpPendingSealed: null });
      });
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
