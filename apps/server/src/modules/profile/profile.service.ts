import {
  type CallMeBackResponse,
  type CustomerCallMeBackRequest,
  canCustomerMoveStatus,
  type Profile,
  type ProfileStatus,
  type ProfileUpdateRequest,
} from '@hitelkapu/domain';
import type { confirmEmailRequestSchema } from '@hitelkapu/domain/contracts/auth';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { createCallBackRequest } from '../call-me-back/call-me-back.service.ts';
import {
  type CustomerRow,
  prepareAcceptanceList,
  updateCustomer,
} from '../customers/customers.repository.ts';
import { createContactChangeService } from './contact-change.service.ts';
import { createEmailConfirmationService } from './email-confirmation.service.ts';
import { createSecurityService } from './security.service.ts';

type ConfirmEmailRequest = z.output<typeof confirmEmailRequestSchema>;

/**
 * The customer's own account, as the routes use it: the profile itself here, with its email
 * confirmation, contact changes and security settings composed from their services.
 */
export function createProfileService(deps: AuthDeps) {
  const { db } = deps;
  const security = createSecurityService(deps);
  const acceptancesOf = prepareAcceptanceList(db);

  const service = {
    async getProfile(customer: CustomerRow): Promise<Profile> {
      return {
        id: customer.id,
        email: customer.email,
        phone: customer.phone,
        firstName: customer.firstName,
        lastName: customer.lastName,
        currentStatus: customer.status as ProfileStatus,
        currentStatusResult: customer.statusResult,
        flowPosition: customer.flowPosition,
        flowPage: customer.flowPage,
        isEmailConfirmed: customer.emailConfirmedAt !== null,
        isPhoneConfirmed: customer.phoneConfirmedAt !== null,
        hasSecondFactor: customer.hasSecondFactor,
        statementAcceptances: await acceptancesOf(customer.id),
      };
    },

    async updateProfile(customer: CustomerRow, input: ProfileUpdateRequest, ip: string): Promise<Profile> {
      if (input.hasSecondFactor && !customer.phone && !customer.email) {
        throw new AppError('CONFLICT', 'errors.profile.secondFactorNeedsContact');
      }
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        hasSecondFactor: input.hasSecondFactor,
      };
      if (!(customer.hasSecondFactor && !input.hasSecondFactor))
        return service.getProfile(await updateCustomer(db, customer.id, values));
      return service.getProfile(await security.switchOffSecondFactor(customer, values, input, ip));
    },

    sendSecurityCode: security.sendSecurityCode,

    listStatementAcceptances(customer: CustomerRow) {
      return acceptancesOf(customer.id);
    },

    /**
     * A logged-in customer's call-back request: the name and, unless another is given, the
     * phone come from the profile.
     */
    async requestCallBack(
      customer: CustomerRow,
      input: CustomerCallMeBackRequest,
    ): Promise<CallMeBackResponse> {
      const phone = input.phone ?? customer.phone;
      const name = [customer.lastName, customer.firstName].filter(Boolean).join(' ');
      if (!phone) throw new AppError('VALIDATION_FAILED', undefined, { phone: 'validation.required' });
      return createCallBackRequest(
        db,
        { ...input, phone, name: name || 'Ügyfél' },
        'WEB_CUSTOMER',
        new Date(),
        customer.id,
      );
    },

    /** Only the moves of the domain table; a flow status is kept as `POSITION|page`. */
    async updateStatus(
      customer: CustomerRow,
      input: { currentStatus: ProfileStatus; currentStatusResult?: string | null | undefined },
    ): Promise<Profile> {
      const from = customer.status as ProfileStatus;
      if (!canCustomerMoveStatus(from, input.currentStatus)) {
        throw new AppError('CONFLICT', 'errors.profile.statusChangeNotAllowed');
      }
      const result = input.currentStatusResult ?? null;
      const [position, page] = result?.includes('|') ? result.split('|', 2) : [null, null];
      const updated = await updateCustomer(db, customer.id, {
        status: input.currentStatus,
        statusResult: result,
        flowPosition: position ?? null,
        flowPage: page ?? null,
      });
      return service.getProfile(updated);
    },

    ...createEmailConfirmationService(deps),

    /**
     * Confirms an email address: a registration link's token is the proof on its own; the code
     * of an email change needs the customer's session.
     */
    async confirmEmail(customer: CustomerRow | null, input: ConfirmEmailRequest, ip: string) {
      if ('token' in input) return service.confirmEmailByLink(input.token);
      if (!customer) throw new AppError('UNAUTHORIZED');
      return service.confirmEmailChange(customer, input, ip);
    },

    ...createContactChangeService(deps),
  };
  return service;
}

export type ProfileService = ReturnType<typeof createProfileService>;
