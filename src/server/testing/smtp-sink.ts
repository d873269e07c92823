import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A received message plus the SMTP envelope (who was really sent to, whatever the headers say). */
export type ReceivedMail = ParsedMail & { envelope: { mailFrom: string | null; rcptTo: string[] } };

/**
 * A real SMTP server on loopback that keeps what it receives. It can also
 * misbehave on purpose, as a real server does when it is down or stalled:
 * refuse messages with a temporary error, or take a message and never answer.
 */
export interface SmtpSink {
  url: string;
  /** Accepted messages (answered 250). */
  messages: ReceivedMail[];
  /** Messages whose data arrived and were answered with a temporary failure (451). */
  refused: ReceivedMail[];
  /** Messages whose data arrived and got no answer yet: their sender is still waiting. */
  held: ReceivedMail[];
  /** Held messages whose sender went away (closed the connection) before any answer. */
  abandoned: ReceivedMail[];
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Waits until `condition` holds; it is checked whenever a message is accepted, refused, held or abandoned. */
  waitUntil(condition: () => boolean, timeoutMs?: number): Promise<void>;
  /** While on, refuses every message (or, given a predicate, those it matches) with 451. */
  setFailing(failing: boolean | ((mail: ReceivedMail) => boolean)): void;
  /** Refuses the next `count` messages with 451, then accepts again. */
  failNext(count: number): void;
  /** Answers nothing to the next `count` messages: each sender waits, as on a stalled server, until releaseHeld(). */
  holdNext(count: number): void;
  /** Answers the held messages (those `match` accepts, or all): 250 (then kept in `messages`) or 451 (kept in `refused`). */
  releaseHeld(outcome: 'accept' | 'refuse', match?: (mail: ReceivedMail) => boolean): void;
  close(): Promise<void>;
}

interface Held {
  mail: ReceivedMail;
  sessionId: string;
  answer: (error?: Error) => void;
}

function temporaryFailure(): Error {
  return Object.assign(new Error('Service temporarily unavailable (test)'), { responseCode: 451 });
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const heldMessages: ReceivedMail[] = [];
  const abandoned: ReceivedMail[] = [];
  const holding: Held[] = [];
  const waiters: Array<() => void> = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  let failing: boolean | ((mail: ReceivedMail) => boolean) = false;
  let failCount = 0;
  let holdCount = 0;

  function settle(entry: Held, outcome: 'accept' | 'refuse') {
    holding.splice(holding.indexOf(entry), 1);
    heldMessages.splice(heldMessages.indexOf(entry.mail), 1);
    if (outcome === 'accept') {
      messages.push(entry.mail);
      entry.answer();
    } else {
      refused.push(entry.mail);
      entry.answer(temporaryFailure());
    }
    wake();
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = {
        mailFrom: mailFrom ? mailFrom.address : null,
        rcptTo: rcptTo.map((recipient) => recipient.address),
      };
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = Object.assign(parsed, { envelope });
          if (holdCount > 0) {
            holdCount -= 1;
            holding.push({ mail, sessionId: session.id, answer: callback });
            heldMessages.push(mail);
          } else if (failCount > 0 || failing === true || (typeof failing === 'function' && failing(mail))) {
            if (failCount > 0) failCount -= 1;
            refused.push(mail);
            callback(temporaryFailure());
          } else {
            messages.push(mail);
            callback();
          }
          wake();
        })
        .catch(callback);
    },
    onClose(session) {
      for (const entry of holding.filter((h) => h.sessionId === session.id)) {
        holding.splice(holding.indexOf(entry), 1);
        heldMessages.splice(heldMessages.indexOf(entry.mail), 1);
        abandoned.push(entry.mail);
      }
      wake();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('The SMTP sink did not reach the expected state in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refused,
    held: heldMessages,
    abandoned,
    async waitFor(predicate, timeoutMs = 10_000) {
      let found: ReceivedMail | undefined;
      try {
        await waitUntil(() => (found = messages.find(predicate)) !== undefined, timeoutMs);
      } catch {
        throw new Error('No matching e-mail arrived');
      }
      return found!;
    },
    waitUntil,
    setFailing(value) {
      failing = value;
    },
    failNext(count) {
      failCount = count;
    },
    holdNext(count) {
      holdCount = count;
    },
    releaseHeld(outcome, match = () => true) {
      for (const entry of holding.filter((h) => match(h.mail))) settle(entry, outcome);
    },
    async close() {
      // A stalled sender would otherwise keep the server open until closeTimeout.
      for (const entry of [...holding]) settle(entry, 'refuse');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
