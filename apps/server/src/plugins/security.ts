import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_TOKEN_HEADER } from '@hitelkapu/domain';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET_OPTIONS: HelmetOptions = {
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
      // A reviewer views a case's PDF in the page from an object URL of the fetched bytes.
      frameSrc: ["'self'", 'blob:'],
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
};

/**
 * The headers helmet sets, worked out once: they depend on the options only, never on the
 * request, so each answer gets a ready object instead of helmet parsing its directives again.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers. The Content-Security-Policy allows only our own origin: fonts are
 * self-hosted, no CDN. Inline styles are allowed because Mantine writes its CSS variables
 * into a style element at run time; scripts never run inline. A route may replace a header
 * for its own answer (an image's stricter policy, the camera for the identity capture page).
 */
export function registerSecurity(app: FastifyInstance): void {
  const headers = {
    ...securityHeaders(),
    'permissions-policy': PERMISSIONS_POLICY,
    // Same origin today; named anyway so a separately hosted client can read a refreshed token.
    'access-control-expose-headers': SESSION_TOKEN_HEADER,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // API answers carry tokens and personal data: no browser or proxy keeps them, unless a
    // route chose otherwise (public images, the wording).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });

  // The API speaks JSON only: with the text parser removed, any other body type is a 415.
  // Upload routes register their own multipart parser in their own scope.
  app.removeContentTypeParser('text/plain');
}
