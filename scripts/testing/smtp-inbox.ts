import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e suite's inbox (scripts/e2e-server.ts): the API sends to its SMTP port, the tests read its
 * messages over HTTP.
 */
export const E2E_INBOX = {
  smtpPort: 2525,
  messagesUrl: 'http://127.0.0.1:2526/messages',
  httpPort: 2526,
} as const;

/** The messages the e2e inbox received so far (another process holds it). */
export async function e2eInboxMessages(): Promise<ReceivedMail[]> {
  const response = await fetch(E2E_INBOX.messagesUrl);
  if (!response.ok) throw new Error(`The e2e inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** A message as the inbox received it over SMTP, parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:{port}`: what the API's SMTP_URL is set to. */
  smtpUrl: string;
  /** `http://127.0.0.1:{port}/messages` (with `listen: { http: true }`): the messages as JSON, for another process. */
  httpUrl: string | null;
  readonly messages: ReceivedMail[];
  /** Resolves with the first message `match` accepts, received before or within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost (the `smtp-server` package) that keeps what it receives, parsed by
 * `mailparser`: the API sends to it through nodemailer exactly as it would to a provider. Tests read
 * the messages in process, or over HTTP when the inbox runs in another process (the e2e server).
 */
export async function startSmtpInbox(
  options: { http?: boolean; smtpPort?: number; httpPort?: number } = {},
): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(options.smtpPort ?? 0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | null = null;
  if (options.http) {
    http = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    });
    await new Promise<void>((resolve) => http?.listen(options.httpPort ?? 0, '127.0.0.1', resolve));
  }
  const httpPort = http ? (http.address() as AddressInfo).port : null;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: httpPort ? `http://127.0.0.1:${httpPort}/messages` : null,
    messages,
    async waitFor(match, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`No such message within ${timeoutMs} ms; received: ${JSON.stringify(messages)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise((resolve) => http?.close(resolve));
    },
  };
}
