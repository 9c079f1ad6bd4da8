import { defineEndpoint } from '../endpoint.ts';
import {
  portalConfigItemSchema,
  portalConfigListSchema,
  portalConfigParamsSchema,
} from '../portal-config.ts';

const tags = ['configuration'];

export const listPortalConfigs = defineEndpoint({
  operationId: 'listPortalConfigs',
  method: 'GET',
  path: '/api/administration/ui-configs/portal',
  summary: 'Every portal feature flag and setting',
  tags,
  access: 'public',
  response: portalConfigListSchema,
});

export const getPortalConfig = defineEndpoint({
  operationId: 'getPortalConfig',
  method: 'GET',
  path: '/api/administration/ui-config/portal/:identifier',
  summary: 'One portal feature flag or setting',
  tags,
  access: 'public',
  params: portalConfigParamsSchema,
  response: portalConfigItemSchema,
});
