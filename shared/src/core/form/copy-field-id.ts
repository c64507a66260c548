/** The id of a field inside copy `copy` of a repeatable section (spec 001 §3): `{fieldId}@{copy}`. */
export function copyFieldId(fieldId: string, copy: number): string {
  return `${fieldId}@${copy}`;
}

const COPY_SUFFIX = /^(.*)@(\d+)$/;

/** Splits a copy id back into its field id and copy number; `copy` is null for a plain field id. */
export function parseCopyFieldId(id: string): { fieldId: string; copy: number | null } {
  const match = COPY_SUFFIX.exec(id);
  if (!match) return { fieldId: id, copy: null };
  return { fieldId: match[1] ?? id, copy: Number(match[2]) };
}
