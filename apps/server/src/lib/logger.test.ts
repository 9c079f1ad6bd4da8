import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './logger.ts';

describe('logs carry no personal data or secrets', () => {
  it('redacts passwords, codes, tokens, emails, phones and names wherever they sit', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, sink);
    logger.info(
      {
        body: {
          email: 'anna@pelda.hu',
          phone: '+36 20 123 4567',
          password: 'Titkos-jelszo-1',
          name: 'Kiss Anna',
        },
        otp: { code: '123456', token: 'eyJhbGciOi' },
        req: { headers: { authorization: 'Bearer eyJhbGciOi', cookie: 'sid=1' } },
      },
      'something happened',
    );
    const line = lines.join('');
    for (const secret of [
      'anna@pelda.hu',
      '123 4567',
      'Titkos',
      'Kiss Anna',
      '123456',
      'eyJhbGciOi',
      'sid=1',
    ]) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('something happened');
  });
});
