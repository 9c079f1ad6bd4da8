import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) have no place in
 * any value a customer sends: PostgreSQL refuses NUL in text, and the others only hide
 * what a value says. They are refused at the edge, in the path, the query and every JSON
 * string or key, before a route sees them (ASVS 5.0 V1.2, V2.2).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this guard refuses
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

function refuse(field: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { [field]: 'validation.invalid' });
}

/** The first path (dotted) of a string or key with a control character, or null. */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return path || '_';
    const found = findControlCharacter(child, childPath);
    if (found) return found;
  }
  return null;
}

function checkUrl(request: FastifyRequest): void {
  const [path = '', query = ''] = request.url.split('?', 2);
  for (const [part, field] of [
    [path, '_path'],
    [query, '_query'],
  ] as const) {
    if (BROKEN_ESCAPE.test(part)) throw refuse(field);
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      throw refuse(field);
    }
    if (CONTROL_CHARACTERS.test(decoded)) throw refuse(field);
  }
}

export function registerInputHygiene(app: FastifyInstance): void {
  // A plain callback, not an async hook: it runs on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkUrl(request);
    } catch (error) {
      return done(error as AppError);
    }
    done();
  });

  // The JSON parser Fastify would use (prototype poisoning refused), then the control-character check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error, value) => {
      if (error) return done(error, undefined);
      // Only an escaped \u00XX can carry a control character through JSON.parse, or a raw C1 one.
      const text = String(body);
      if (text.includes('\\u00') || /[\u007F-\u009F]/.test(text)) {
        const field = findControlCharacter(value);
        if (field) return done(refuse(field), undefined);
      }
      done(null, value);
    });
  });
}
