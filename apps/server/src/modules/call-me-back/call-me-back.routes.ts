import {
  getCallMeBackAcceptance,
  requestPublicCallBack,
} from '@hitelkapu/domain/contracts/endpoints/call-me-back';
import type { FastifyInstance } from 'fastify';
import { limits } from '../../lib/abuse-limits.ts';
import { route } from '../../lib/endpoint-route.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import type { AuthDeps } from '../../lib/types.ts';
import { createCallBackRequest, getCallMeBackAcceptance as findAcceptance } from './call-me-back.service.ts';

export function callMeBackRoutes(app: FastifyInstance, { db, limiter }: AuthDeps): void {
  route(app, getCallMeBackAcceptance, async () => findAcceptance(db));
  route(app, requestPublicCallBack, async (request) => {
    await enforceLimit(limiter, limits.callBackPerIp, request.ip);
    return createCallBackRequest(db, request.body, 'WEB_PUBLIC');
  });
}
