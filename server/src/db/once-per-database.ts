import type { AppDb } from './client';

/**
 * `build` run once per key object and its result kept as long as the key lives (a WeakMap): a
 * parsed form content's compiled rules, a database's prepared statements.
 */
export function oncePer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const built = new WeakMap<K, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}

/**
 * Once per database: for named prepared statements that run on every submission, built once,
 * then parsed and planned once per PostgreSQL connection.
 */
export const oncePerDatabase = <T>(build: (db: AppDb) => T): ((db: AppDb) => T) => oncePer(build);
