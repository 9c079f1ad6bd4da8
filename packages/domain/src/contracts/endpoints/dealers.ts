import {
  dealerBrandingParamsSchema,
  dealerBrandingSchema,
  publicFileParamsSchema,
} from '../dealer-branding.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['leasing'];

export const getDealerBranding = defineEndpoint({
  operationId: 'getDealerBranding',
  method: 'GET',
  path: '/api/administration/dealer/branding/external/:dealerId',
  summary: "A dealer's branding for the leasing pages: logos, colours and radii, already checked",
  description:
    'Public: a leasing landing shows it before anyone logs in. Colours are `#rrggbb`, radii are within bounds, the button text colour reaches 4.5:1 on the primary colour, and the three images are file ids for `GET /api/file/public/{id}`.',
  tags,
  access: 'public',
  params: dealerBrandingParamsSchema,
  response: dealerBrandingSchema,
  errors: [400, 404],
});

export const getPublicFile = defineEndpoint({
  operationId: 'getPublicFile',
  method: 'GET',
  path: '/api/file/public/:id',
  summary: 'A public file by id: a dealer logo or hero image (PNG, JPEG or WebP)',
  description:
    'Only raster images re-hosted by us are public files; the answer names its exact type, is never sniffed, and is cached for a long time (a changed image gets a new id).',
  tags,
  access: 'public',
  params: publicFileParamsSchema,
  response: { binary: 'image/*' },
  errors: [400, 404],
});
