import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type RequestLineWriter, redactPaths, requestLineWriter } from './logger.ts';

describe('logs carry no personal data or secrets', () => {
  it('redacts passwords, codes, tokens, emails, phones and names wherever they sit [ASVS V16.2.5]', () => {
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

describe('the request lines', () => {
  const request = (id: string, url: string) =>
    ({ id, url, method: 'GET', ip: '127.0.0.1' }) as unknown as Parameters<RequestLineWriter>[0];

  it('go to the destination together, one write for the requests of one turn, in order, without the query [ASVS V16.2.4]', async () => {
    const writes: string[] = [];
    const write = requestLineWriter({ write: (text: string) => void writes.push(text) }, 'info');
    if (!write) throw new Error('info lines are on');
    write(request('a-1', '/api/health'), 200, 1.2);
    write(request('a-2', '/api/profile?token=titok'), 401, 3.7);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = (writes[0] ?? '')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.reqId, line.req.url, line.statusCode])).toEqual([
      ['a-1', '/api/health', 200],
      ['a-2', '/api/profile', 401],
    ]);
    expect(writes[0]).not.toContain('titok');
  });

  it('hand over what they hold when the app closes', () => {
    const writes: string[] = [];
    const write = requestLineWriter({ write: (text: string) => void writes.push(text) }, 'info');
    write?.(request('b-1', '/api/health'), 200, 1);
    write?.flush();
    expect(writes.join('')).toContain('"reqId":"b-1"');
  });

  it('are not written when info lines are off', () => {
    expect(requestLineWriter({ write: () => undefined }, 'warn')).toBeNull();
  });
});
