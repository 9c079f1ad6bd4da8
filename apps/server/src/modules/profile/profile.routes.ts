import {
  confirmEmail,
  confirmPhoneChange,
  getEmailConfirmationStatus,
  getEmailConfirmOffer,
  getProfile,
  listStatementAcceptances,
  requestCustomerCallBack,
  requestSecurityCode,
  sendConfirmationEmail,
  setEmailConfirmOffer,
  startEmailChange,
  startPhoneChange,
  updateProfile,
  updateProfileStatus,
} from '@hitelkapu/domain/contracts/endpoints/profile';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import { sessionOf } from '../../plugins/auth.ts';
import type { ProfileService } from './profile.service.ts';

export function profileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  const customerOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).customer;

  route(app, getProfile, async (request) => profiles.getProfile(customerOf(request)));
  route(app, updateProfile, async (request) =>
    profiles.updateProfile(customerOf(request), request.body, request.ip),
  );
  route(app, requestSecurityCode, async (request) =>
    profiles.sendSecurityCode(customerOf(request), request.ip),
  );
  route(app, updateProfileStatus, async (request) =>
    profiles.updateStatus(customerOf(request), request.body),
  );
  route(app, listStatementAcceptances, async (request) =>
    profiles.listStatementAcceptances(customerOf(request)),
  );

  route(app, getEmailConfirmationStatus, async (request) => profiles.isEmailConfirmed(customerOf(request)));
  route(app, getEmailConfirmOffer, async (request) => profiles.emailConfirmState(customerOf(request)));
  route(app, setEmailConfirmOffer, async (request) =>
    profiles.rememberEmailConfirmOffer(customerOf(request), request.body.offerId),
  );
  route(app, sendConfirmationEmail, async (request) =>
    profiles.sendConfirmationEmail(customerOf(request), request.body),
  );
  // Public for the registration link; the session, read when one is sent, is needed for an email change.
  route(
    app,
    confirmEmail,
    async (request) => profiles.confirmEmail(request.session?.customer ?? null, request.body, request.ip),
    { onRequest: app.readSession },
  );

  route(app, startEmailChange, async (request) =>
    profiles.startChangeEmail(customerOf(request), request.body, request.ip),
  );
  route(app, startPhoneChange, async (request) =>
    profiles.startChangePhone(customerOf(request), request.body, request.ip),
  );
  route(app, confirmPhoneChange, async (request) =>
    profiles.confirmPhoneChange(customerOf(request), request.body, request.ip),
  );

  route(app, requestCustomerCallBack, async (request) =>
    profiles.requestCallBack(customerOf(request), request.body),
  );
}
