import type { APIRequestContext } from '@playwright/test';

interface MailboxMessage {
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/**
 * Reads the embedded mode's dev mailbox, as a person would open /dev/mailbox: the newest
 * message to a recipient, waiting for it a little since delivery is asynchronous.
 */
export async function latestMessageTo(
  request: APIRequestContext,
  recipient: string,
  after = 0,
): Promise<MailboxMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = (await (await request.get('/dev/mailbox/messages')).json()) as MailboxMessage[];
    const found = messages.find((m) => m.recipient === recipient && Date.parse(m.createdAt) > after);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no message to ${recipient} arrived in the dev mailbox`);
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
