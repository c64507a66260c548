import type { AppDb } from './client';

/**
 * `build` run once per database and its result kept (a WeakMap: a closed database's goes with it):
 * for named prepared statements that run on every submission, built once, then parsed and planned
 * once per PostgreSQL connection.
 */
export function oncePerDatabase<T>(build: (db: AppDb) => T): (db: AppDb) => T {
  const built = new WeakMap<AppDb, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
