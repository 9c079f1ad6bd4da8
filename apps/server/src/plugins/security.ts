import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Every powerful feature off; `allow` names the ones a page turns on for its own origin. */
export function permissionsPolicy(allow: readonly string[] = []): string {
  return DENIED_FEATURES.map((feature) => `${feature}=${allow.includes(feature) ? '(self)' : '()'}`).join(
    ', ',
  );
}

const PERMISSIONS_POLICY = permissionsPolicy();

/**
 * Security headers. The Content-Security-Policy allows only our own origin: fonts are
 * self-hosted, no CDN. Inline styles are allowed because Mantine writes its CSS variables
 * into a style element at run time; scripts never run inline.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same promise as frame-ancestors 'none', for browsers that only read the older header.
    frameguard: { action: 'deny' },
  });

  app.addHook('onSend', async (request, reply) => {
    // The portal uses no device feature; a page that needs one (the identity capture) says so itself.
    if (!reply.hasHeader('permissions-policy')) reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // API answers carry tokens and personal data: no browser or proxy keeps them, unless a
    // route chose otherwise (public images, the wording).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
  });

  // The API speaks JSON only: with the text parser removed, any other body type is a 415.
  // Upload routes register their own multipart parser in their own scope.
  app.removeContentTypeParser('text/plain');
}
