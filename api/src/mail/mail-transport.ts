import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mail } from './mail-outbox';
import type { Logger } from '../log';

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  /** Where messages go, for the start-up log. */
  describe(): string;
}

/**
 * SMTP through nodemailer when `SMTP_URL` is set. Otherwise (development) each message is rendered
 * by nodemailer all the same and written to `MAIL_DIR` as an .eml file, and a line is logged: nothing
 * pretends to have been sent.
 */
export function createMailTransport(config: Pick<Config, 'mail'>, log?: Logger): MailTransport {
  const { smtpUrl, from, dir } = config.mail;
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
      describe: () => `SMTP at ${new URL(smtpUrl).host}`,
    };
  }
  const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await renderer.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      // A Buffer (`buffer: true`); written as a stream all the same should nodemailer give one.
      await writeFile(file, info.message);
      log?.info({ file }, 'Mail written to a file (SMTP_URL is not set)');
    },
    describe: () => `files in ${dir} (SMTP_URL is not set)`,
  };
}
