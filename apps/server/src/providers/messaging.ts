import type { Transporter } from 'nodemailer';

/** Sends one email; throws when the transport refuses it, so the outbox retries. */
export interface MailTransport {
  readonly name: string;
  send(message: {
    to: string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<void>;
}

/** Sends one SMS; a real vendor adapter implements the same interface. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded at the first message: a start without SMTP does without it (029).
  let transporter: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send({ to, subject, text, headers }) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      await (await transporter).sendMail({ from, to, subject, text, ...(headers ? { headers } : {}) });
    },
  };
}

/**
 * The embedded mode's delivery: nothing leaves the machine. The message stays in the
 * outbox, where the dev mailbox page shows it, exactly as a recipient would read it.
 */
export const devMailboxTransport: MailTransport = { name: 'dev-mailbox', async send() {} };
export const devMailboxSms: SmsProvider = { name: 'dev-mailbox', async send() {} };
