import { outcomeResponseSchema } from '../auth.ts';
import { defineEndpoint } from '../endpoint.ts';
import { regulatoryFigureInputSchema } from '../regulatory-figures.ts';
import {
  configBaseRateInputSchema,
  configBaseRateParamsSchema,
  configBaseRateSchema,
  configFigureParamsSchema,
  configFigureSchema,
  configProductListSchema,
  configProductParamsSchema,
  configProductSchema,
  configProductUpdateSchema,
  configRegulatoryFiguresSchema,
} from '../staff-config.ts';
import { staffRoleGroups } from '../staff-roles.ts';

/**
 * The configuration editor (decision 039): products and rates, the regulatory figures and the
 * dated base rates. Every change is audited with before and after, and the next assessment
 * uses it.
 */
const tags = ['staff'];

export const listConfigProducts = defineEndpoint({
  operationId: 'listConfigProducts',
  method: 'GET',
  path: '/api/staff/config/products',
  summary: 'Every loan product, offered or not, with its rate bands, fees, version and THM cap of today',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configProductListSchema,
});

export const updateConfigProduct = defineEndpoint({
  operationId: 'updateConfigProduct',
  method: 'PUT',
  path: '/api/staff/config/products/:id',
  summary: "Changes a product's texts, ranges, rate bands, fees and whether it is offered",
  description:
    'The body carries the version the editor read: an older one is 409 and changes nothing. A product whose THM anywhere in its bands would exceed the THM cap of today is 422 with the band named in fieldErrors.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configProductParamsSchema,
  body: configProductUpdateSchema,
  response: configProductSchema,
  errors: [400, 404, 409, 422],
});

export const getConfigRegulatoryFigures = defineEndpoint({
  operationId: 'getConfigRegulatoryFigures',
  method: 'GET',
  path: '/api/staff/config/regulatory-figures',
  summary:
    'The regulatory figures with their legal sources, the base rates by date, the caps of today and the latest changes',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configRegulatoryFiguresSchema,
});

export const updateConfigRegulatoryFigure = defineEndpoint({
  operationId: 'updateConfigRegulatoryFigure',
  method: 'PUT',
  path: '/api/staff/config/regulatory-figures/:identifier',
  summary: "Changes one figure's value, the day it applies from and its legal source",
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configFigureParamsSchema,
  body: regulatoryFigureInputSchema,
  response: configFigureSchema,
  errors: [400, 404],
});

export const setConfigBaseRate = defineEndpoint({
  operationId: 'setConfigBaseRate',
  method: 'PUT',
  path: '/api/staff/config/base-rates',
  summary: 'Adds the base rate that applies from a day, or changes the rate and source of that day',
  description: 'A base rate of a day still ahead takes over by itself when its day comes.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  body: configBaseRateInputSchema,
  response: configBaseRateSchema,
  errors: [400],
});

export const removeConfigBaseRate = defineEndpoint({
  operationId: 'removeConfigBaseRate',
  method: 'DELETE',
  path: '/api/staff/config/base-rates/:effectiveFrom',
  summary: 'Removes a base rate entered for a day still ahead; one in force is history and is 409',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configBaseRateParamsSchema,
  response: outcomeResponseSchema,
  errors: [400, 404, 409],
});
