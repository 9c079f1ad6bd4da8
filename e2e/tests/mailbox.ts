import { type APIRequestContext, expect } from '@playwright/test';
import { limitScale } from './limits.ts';

interface MailboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * Reads the embedded mode's dev mailbox, as a person would open /dev/mailbox: the newest
 * message to a recipient, polled until it is there. The message is queued when the request
 * that sends it commits, which on a busy machine may come well after the click.
 */
export async function latestMessageTo(
  request: APIRequestContext,
  recipient: string,
  after = 0,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/mailbox/messages')).json()) as MailboxMessage[];
        found = messages.find((m) => m.recipient === recipient && Date.parse(m.createdAt) > after);
        return found !== undefined;
      },
      { message: `a message to ${recipient} in the dev mailbox`, timeout: 30_000 * limitScale },
    )
    .toBe(true);
  return found as MailboxMessage;
}

export const codeIn = (message: MailboxMessage) => {
  const code = message.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
};

export const linkIn = (message: MailboxMessage) => {
  const link = message.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in: ${message.body}`);
  return new URL(link);
};

let sequence = 0;
export function freshEmail(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}.${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1000)}@pelda.hu`;
}

export function freshMobileDigits(): string {
  return `30${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export const asDisplayedPhone = (digits: string) =>
  `+36 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
