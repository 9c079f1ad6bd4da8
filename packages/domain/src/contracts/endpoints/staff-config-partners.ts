import { defineEndpoint } from '../endpoint.ts';
import {
  configDealerInputSchema,
  configDealerListSchema,
  configDealerParamsSchema,
  configDealerSchema,
  configDealerUpdateSchema,
  configMerchantInputSchema,
  configMerchantListSchema,
  configMerchantParamsSchema,
  configMerchantSchema,
  configMerchantUpdateSchema,
  configPublicFileSchema,
} from '../staff-config-partners.ts';
import { staffRoleGroups } from '../staff-roles.ts';

/**
 * The configuration editor's partners: leasing dealers with their branding and the shops of
 * /stores. Every change is one transaction with its staff audit row (before and after); API
 * keys and webhook secrets stay with the administrators' calls.
 */
const tags = ['staff'];

export const listConfigDealers = defineEndpoint({
  operationId: 'listConfigDealers',
  method: 'GET',
  path: '/api/staff/config/dealers',
  summary: 'Every leasing dealer with its branding (colours, radii, image ids) and version, by name',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configDealerListSchema,
});

export const createConfigDealer = defineEndpoint({
  operationId: 'createConfigDealer',
  method: 'POST',
  path: '/api/staff/config/dealers',
  summary: 'Adds a leasing dealer with its branding; the button text must reach 4.5:1 on the primary colour',
  description:
    'A button text colour below WCAG AA contrast on the primary colour is 422 with fieldErrors.buttonTextColor and the measured ratio in the message; an image id that is not an uploaded file is 400.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  body: configDealerInputSchema,
  response: configDealerSchema,
  successStatus: 201,
  errors: [400, 422],
});

export const updateConfigDealer = defineEndpoint({
  operationId: 'updateConfigDealer',
  method: 'PUT',
  path: '/api/staff/config/dealers/:id',
  summary: "Changes a dealer's name, colours, radii and images on the version the editor read",
  description:
    'An older version is 409 and changes nothing. Low contrast is 422 naming the field and the measured ratio. The public branding read shows the change on the next request.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configDealerParamsSchema,
  body: configDealerUpdateSchema,
  response: configDealerSchema,
  errors: [400, 404, 409, 422],
});

export const uploadConfigPublicFile = defineEndpoint({
  operationId: 'uploadConfigPublicFile',
  method: 'POST',
  path: '/api/staff/config/public-files',
  summary:
    'Uploads a logo or hero image (multipart: file); PNG, JPEG or WebP proven by its bytes, at most 2 MB',
  description:
    'SVG, GIF and anything whose bytes are not one of the three raster formats is 400, as is a file over 2 MB or over 4000 px a side. The file is public by its id once a dealer names it.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  body: 'multipart',
  response: configPublicFileSchema,
  successStatus: 201,
  errors: [400, 413, 415],
  timeoutMs: 60_000,
});

export const listConfigMerchants = defineEndpoint({
  operationId: 'listConfigMerchants',
  method: 'GET',
  path: '/api/staff/config/merchants',
  summary: 'Every shop, listed or not, with its listing texts, categories and version; and the categories',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  response: configMerchantListSchema,
});

export const createConfigMerchant = defineEndpoint({
  operationId: 'createConfigMerchant',
  method: 'POST',
  path: '/api/staff/config/merchants',
  summary: "Adds a shop's listing for /stores: texts, categories, https website, address and contacts",
  description: 'A name another shop already has is 409 on fieldErrors.name; an unknown category is 400.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  body: configMerchantInputSchema,
  response: configMerchantSchema,
  successStatus: 201,
  errors: [400, 409],
});

export const updateConfigMerchant = defineEndpoint({
  operationId: 'updateConfigMerchant',
  method: 'PUT',
  path: '/api/staff/config/merchants/:id',
  summary: "Changes a shop's listing and whether /stores shows it, on the version the editor read",
  description:
    'An older version is 409 and changes nothing; a name another shop has is 409 on fieldErrors.name.',
  tags,
  access: 'staff',
  roles: staffRoleGroups.configuring,
  params: configMerchantParamsSchema,
  body: configMerchantUpdateSchema,
  response: configMerchantSchema,
  errors: [400, 404, 409],
});
