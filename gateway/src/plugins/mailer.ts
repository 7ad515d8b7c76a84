import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * Logged (at info) beside the file when the message is written to the outbox, e.g. the code,
   * so a developer can sign in without opening the file. Never logged when sent over SMTP.
   */
  outboxLog?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (files in DATA_DIR/outbox). */
  readonly via: 'smtp' | 'outbox';
  /** Sends (or writes) the message; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const DEFAULT_MAIL_FROM = 'Voices <no-reply@localhost>';
export const OUTBOX_FOLDER = 'outbox';

/**
 * E-mail through nodemailer: over SMTP_URL, or, without it, written as .eml files (the raw
 * message, openable by any mail client) to DATA_DIR/outbox, so a fresh machine works with no
 * mail account.
 */
export const mailerPlugin = fp(
  async (fastify) => {
    const { smtpUrl, dataDir } = fastify.config;
    const from = fastify.config.mailFrom ?? DEFAULT_MAIL_FROM;
    let transport: Transporter;
    let mailer: Mailer;

    if (smtpUrl) {
      transport = nodemailer.createTransport({
        url: smtpUrl,
        // A request waits for the send; a dead server must not hold it for minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
      mailer = {
        via: 'smtp',
        async send({ to, subject, text, html, headers }) {
          const info = await transport.sendMail({ from, to, subject, text, html, headers });
          fastify.log.info({ to, messageId: info.messageId }, 'e-mail sent');
        },
      };
    } else {
      const outbox = path.join(dataDir, OUTBOX_FOLDER);
      transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      let sequence = 0;
      mailer = {
        via: 'outbox',
        async send({ to, subject, text, html, headers, outboxLog }) {
          const info = await transport.sendMail({ from, to, subject, text, html, headers });
          mkdirSync(outbox, { recursive: true });
          // Names sort in the order the messages were written.
          sequence = (sequence + 1) % 1_000_000;
          const name = `${Date.now()}-${process.pid}-${String(sequence).padStart(6, '0')}.eml`;
          const file = path.join(outbox, name);
          writeFileSync(file, info.message as Buffer, { mode: 0o600 });
          fastify.log.info(
            { to, subject, file, ...outboxLog },
            'e-mail written to the outbox (SMTP_URL is not set)',
          );
        },
      };
      fastify.log.info({ outbox }, 'SMTP_URL is not set: e-mail goes to the outbox folder');
    }

    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => {
      transport.close();
    });
  },
  { name: 'mailer' },
);
