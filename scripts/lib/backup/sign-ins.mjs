// What a restore does to the sign-ins an archive brings back (ADR 063): the sessions tables are emptied (manifest.mjs
// SESSION_TABLES), and every admin's device epoch (hmrpl_device_epochs, cms/src/lib/auth/sign-ins.ts) is raised past
// any value it ever had, so no device cookie counts any more: neither one the archive's epochs would accept again
// (revoked since the backup: a lost laptop signed out everywhere) nor one made after it. The new value is at least
// the seconds since 2020, which no epoch raised one by one ever reaches; an admin without an epoch row gets one.

export const EPOCH_TABLE = 'hmrpl_device_epochs';
export const USERS_TABLE = 'up_users';
/** 2020-01-01T00:00:00Z, in seconds: the floor counts from here (an integer column holds it until 2088). */
const FLOOR_ORIGIN = 1_577_836_800;

/** @param {number} [now] */
const epochFloor = (now = Date.now()) => Math.floor(now / 1000) - FLOOR_ORIGIN;

/**
 * On the SQLite copy being restored (before it is renamed into place). Answers how many admins it concerned.
 * @param {any} db a better-sqlite3 database
 * @param {number} [now]
 * @returns {number}
 */
export function endSqliteSignIns(db, now = Date.now()) {
  const has = (/** @type {string} */ table) =>
    Boolean(db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table));
  if (!has(EPOCH_TABLE) || !has(USERS_TABLE)) return 0;
  const floor = epochFloor(now);
  const columns = new Set(
    db
      .prepare(`PRAGMA table_info("${EPOCH_TABLE}")`)
      .all()
      .map((/** @type {any} */ c) => c.name),
  );
  const stamps = ['created_at', 'updated_at', 'published_at'].filter((name) => columns.has(name));
  return db.transaction(() => {
    db.prepare(`UPDATE "${EPOCH_TABLE}" SET epoch = MAX(epoch + 1, ?)`).run(floor);
    db.prepare(
      `INSERT INTO "${EPOCH_TABLE}" (document_id, user_id, epoch${stamps.map((s) => `, ${s}`).join('')}) ` +
        `SELECT lower(hex(randomblob(12))), u.id, ?${stamps.map(() => ', ?').join('')} FROM "${USERS_TABLE}" u ` +
        `WHERE NOT EXISTS (SELECT 1 FROM "${EPOCH_TABLE}" e WHERE e.user_id = u.id)`,
    ).run(floor, ...stamps.map(() => now));
    return Number(db.prepare(`SELECT count(*) AS n FROM "${EPOCH_TABLE}"`).get().n);
  })();
}

/**
 * On the PostgreSQL schema just restored. Answers how many admins it concerned.
 * @param {any} client a connected `pg` client
 * @param {string} schema quoted
 * @param {string} rawSchema
 * @param {number} [now]
 * @returns {Promise<number>}
 */
export async function endPostgresSignIns(client, schema, rawSchema, now = Date.now()) {
  const tables = await client.query(
    'SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename = ANY($2::text[])',
    [rawSchema, [EPOCH_TABLE, USERS_TABLE]],
  );
  if (tables.rowCount < 2) return 0;
  const columns = await client.query(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [rawSchema, EPOCH_TABLE],
  );
  const have = new Set(columns.rows.map((/** @type {{ column_name: string }} */ r) => r.column_name));
  const stamps = ['created_at', 'updated_at', 'published_at'].filter((name) => have.has(name));
  const floor = epochFloor(now);
  const epochs = `${schema}."${EPOCH_TABLE}"`;
  await client.query('BEGIN');
  try {
    await client.query(`UPDATE ${epochs} SET epoch = GREATEST(epoch + 1, $1)`, [floor]);
    await client.query(
      `INSERT INTO ${epochs} (document_id, user_id, epoch${stamps.map((s) => `, ${s}`).join('')}) ` +
        `SELECT substr(md5(random()::text || u.id::text), 1, 24), u.id, $1${stamps.map(() => ', now()').join('')} ` +
        `FROM ${schema}."${USERS_TABLE}" u WHERE NOT EXISTS (SELECT 1 FROM ${epochs} e WHERE e.user_id = u.id)`,
      [floor],
    );
    const count = await client.query(`SELECT count(*)::int AS n FROM ${epochs}`);
    await client.query('COMMIT');
    return count.rows[0].n;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
