import nodemailer from 'nodemailer';
import type { OutboxRow } from './outbox-repository.ts';

/** Delivers one message or throws; the worker retries what throws. */
export type MailTransport = {
  send: (message: OutboxRow) => Promise<void>;
  close: () => void;
};

export function createSmtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Fail fast so one unreachable relay does not stall the queue; the row is retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
