/** Reads back what the reference API stored in its outbox, as a second process would. */
import { DatabaseSync } from 'node:sqlite';

export interface OutboxRow {
  form: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

function readOutbox<T>(read: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync('data/test/tiny.sqlite', { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export function findInOutbox(message: string): OutboxRow | undefined {
  return readOutbox(
    (db) => db.prepare('SELECT form, name, email, phone, message FROM outbox WHERE message = ?').get(message) as OutboxRow | undefined,
  );
}

/** The stored messages that contain `fragment`, oldest first. */
export function findInOutboxContaining(fragment: string): OutboxRow[] {
  return readOutbox((db) =>
    db
      .prepare('SELECT form, name, email, phone, message FROM outbox WHERE instr(message, ?) > 0 ORDER BY rowid')
      .all(fragment)
      .map((row) => ({
        form: String(row.form),
        name: String(row.name),
        email: String(row.email),
        phone: row.phone === null ? null : String(row.phone),
        message: String(row.message),
      })),
  );
}
