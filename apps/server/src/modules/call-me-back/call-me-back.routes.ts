import {
  getCallMeBackAcceptance,
  requestPublicCallBack,
} from '@hitelkapu/domain/contracts/endpoints/call-me-back';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/endpoint-route.ts';
import type { CallMeBackService } from './call-me-back.service.ts';

export function callMeBackRoutes(app: FastifyInstance, callBacks: CallMeBackService): void {
  route(app, getCallMeBackAcceptance, async () => callBacks.acceptance());
  route(app, requestPublicCallBack, async (request) => callBacks.requestPublic(request.body, request.ip));
}
