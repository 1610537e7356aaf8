/** Reads back what the reference API stored in its outbox, as a second process would. */
import { DatabaseSync } from 'node:sqlite';

export interface OutboxRow {
  form: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

export function findInOutbox(message: string): OutboxRow | undefined {
  const db = new DatabaseSync('data/test/tiny.sqlite', { readOnly: true });
  try {
    return db.prepare('SELECT form, name, email, phone, message FROM outbox WHERE message = ?').get(message) as OutboxRow | undefined;
  } finally {
    db.close();
  }
}
