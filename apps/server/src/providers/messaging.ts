import type { Transporter } from 'nodemailer';

/**
 * Sends one email; throws when the transport refuses it, so the outbox retries. `reference`
 * is the outbox row's id, the same on every attempt: it becomes the Message-ID, so a message
 * sent again after a crash between sending and recording it is the same message to the mail
 * system and the mail client (decision 044).
 */
export interface MailTransport {
  readonly name: string;
  send(message: {
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
    reference?: string;
  }): Promise<void>;
}

/**
 * Sends one SMS; a real vendor adapter implements the same interface and passes `reference`
 * (the outbox row's id, the same on every attempt) as the vendor's client reference, which SMS
 * gateways use to refuse a second send of one message.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string; reference?: string }): Promise<void>;
}

/** The Message-ID of an outbox email: its row id at the sender's domain. */
export function messageIdFor(reference: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'hitelkapu.hu';
  return `<${reference}@${domain}>`;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded at the first message: a start without SMTP does without it (029).
  let transporter: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send({ to, subject, text, headers, reference }) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transporter).sendMail({
        from,
        to,
        subject,
        text,
        ...(headers ? { headers } : {}),
        ...(reference ? { messageId: messageIdFor(reference, from) } : {}),
      });
    },
  };
}

/**
 * The embedded mode's delivery: nothing leaves the machine. The message stays in the
 * outbox, where the dev mailbox page shows it, exactly as a recipient would read it.
 */
export const devMailboxTransport: MailTransport = { name: 'dev-mailbox', async send() {} };
export const devMailboxSms: SmsProvider = { name: 'dev-mailbox', async send() {} };
