import nodemailer from 'nodemailer';
import { DeliveryFailure } from './delivery-failure.ts';
import type { OutboxRow } from './outbox-repository.ts';

/** An attachment's bytes, read from storage by the worker just before sending. */
export type MailFile = { filename: string; contentType: string; content: Buffer };

/** Delivers one message or throws; the worker retries what throws, unless it is refused for good. */
export type MailTransport = {
  send: (message: OutboxRow, files?: MailFile[]) => Promise<void>;
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
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  return {
    async send(message, files = []) {
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(files.length ? { attachments: files } : {}),
          // One Message-ID per outbox row: a retry after a lost answer is the same message, which
          // mail systems show once.
          messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
        });
      } catch (error) {
        throw describeSmtpFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** A 5xx reply is the relay's final word on this message; a 4xx or a lost connection may pass later. */
function describeSmtpFailure(error: unknown): DeliveryFailure {
  const { responseCode, response, message } = error as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  if (typeof responseCode === 'number') {
    return new DeliveryFailure(
      `SMTP answered ${responseCode}: ${response ?? message ?? ''}`.trim(),
      responseCode >= 500,
    );
  }
  return new DeliveryFailure(`SMTP delivery failed: ${message ?? String(error)}`, false);
}
