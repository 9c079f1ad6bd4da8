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

/**
 * How long a mail server may keep a send waiting, stage by stage. nodemailer's own defaults (2
 * minutes to connect, 10 of silence) would let one send outlast the outbox's 5-minute claim,
 * after which another instance would send the message again.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  // nodemailer is loaded at the first message: a start without SMTP does without it (029).
  let transporter: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send({ to, subject, text, headers, reference }) {
      // The SMTP transport itself, given the URL and the limits: createTransport() with a URL
      // keeps only what the URL says.
      transporter ??= Promise.all([
        import('nodemailer'),
        import('nodemailer/lib/smtp-transport/index.js'),
      ]).then(([{ default: nodemailer }, { default: SMTPTransport }]) =>
        nodemailer.createTransport(new SMTPTransport({ url: smtpUrl, ...timeouts })),
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
