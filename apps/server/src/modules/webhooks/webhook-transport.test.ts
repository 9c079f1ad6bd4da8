import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpWebhookTransport, WebhookTransportError } from './webhook-transport.ts';

/** A receiver on this machine, on a port of the range the project's tests use. */
async function listenInRange(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  for (let tries = 0; tries < 20; tries += 1) {
    const port = 3400 + Math.floor(Math.random() * 100);
    const server = createServer(handler);
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (bound) return server;
  }
  throw new Error('no free port in 3400-3499');
}

interface Received {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('webhooks over real HTTP', () => {
  const received: Received[] = [];
  let server: Server;
  let base: string;
  const hanging: ServerResponse[] = [];

  beforeAll(async () => {
    server = await listenInRange((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += String(chunk);
      });
      req.on('end', () => {
        received.push({ url: req.url, headers: req.headers, body });
        if (req.url === '/redirect') res.writeHead(302, { location: `${base}/elsewhere` }).end();
        else if (req.url === '/hang') hanging.push(res);
        else res.writeHead(204).end();
      });
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  const demo = httpWebhookTransport({ allowLoopback: true });
  const post = (url: string, transport = demo, timeoutMs = 5_000) =>
    transport({
      url,
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      body: '{"type":"leasing.prescore.submitted"}',
      timeoutMs,
    });

  it('posts the exact body with its headers and reports the status', async () => {
    expect(await post(`${base}/hook`)).toEqual({ status: 204 });
    const last = received.at(-1);
    expect(last).toMatchObject({ url: '/hook', body: '{"type":"leasing.prescore.submitted"}' });
    expect(last?.headers['webhook-id']).toBe('msg_1');
    expect(last?.headers['content-length']).toBe('37');
  });

  it('does not follow a redirect: the 302 is the answer [ASVS V15.3.2]', async () => {
    const before = received.length;
    expect(await post(`${base}/redirect`)).toEqual({ status: 302 });
    expect(received.slice(before).map((request) => request.url)).toEqual(['/redirect']);
  });

  it('gives up on a receiver that does not answer in time, as a TIMEOUT', async () => {
    await expect(post(`${base}/hang`, demo, 300)).rejects.toEqual(new WebhookTransportError('TIMEOUT'));
  });

  it('reports a refused connection as CONNECTION', async () => {
    const closed = await listenInRange(() => {});
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/hook`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(post(url)).rejects.toEqual(new WebhookTransportError('CONNECTION'));
  });

  it('in production, connects to no name that resolves to this machine [ASVS V1.3.6]', async () => {
    const production = httpWebhookTransport({ allowLoopback: false });
    const port = (server.address() as AddressInfo).port;
    const before = received.length;
    await expect(post(`http://localhost:${port}/hook`, production)).rejects.toEqual(
      new WebhookTransportError('URL_REFUSED'),
    );
    expect(received.length).toBe(before);
  });
});
