import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport, SMTP_TIMEOUTS } from './messaging.ts';

describe('the SMTP transport', () => {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket); // accepts the connection and never greets, as a hung mail server
  });
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });

  it('sends through a mail server that answers, with the outbox row id as the Message-ID', async () => {
    let received = '';
    const smtp = createServer((socket) => {
      sockets.push(socket);
      let inData = false;
      socket.write('220 teszt ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (inData) {
          received += text;
          if (received.includes('\r\n.\r\n')) {
            inData = false;
            socket.write('250 OK\r\n');
          }
          return;
        }
        for (const line of text.split('\r\n').filter(Boolean)) {
          if (/^DATA/i.test(line)) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp, 'listening');
    try {
      const { port } = smtp.address() as AddressInfo;
      const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Hitelkapu <noreply@hitelkapu.hu>');
      await transport.send({
        to: 'kiss.anna@pelda.hu',
        subject: 'Próba',
        text: 'Üdvözöljük!',
        reference: 'row-1',
      });
      expect(received).toContain('Message-ID: <row-1@hitelkapu.hu>');
      expect(received).toContain('To: kiss.anna@pelda.hu');
    } finally {
      for (const socket of sockets.splice(0)) socket.destroy();
      await new Promise((resolve) => smtp.close(resolve));
    }
  });

  it('gives up on a mail server that never answers, well inside the outbox claim of 5 minutes', async () => {
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Hitelkapu <noreply@hitelkapu.hu>', {
      ...SMTP_TIMEOUTS,
      greetingTimeout: 300,
    });
    const send = transport.send({ to: 'kiss.anna@pelda.hu', subject: 'Próba', text: 'Próba' });
    await expect(send).rejects.toThrow(/greeting/i);
    // Each stage's limit, summed, stays far below the claim another instance waits out.
    const worst =
      SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(worst).toBeLessThan((5 * 60_000) / 2);
  });
});
