-- Issue 12: a report reads each submission's answers from one text kept beside `fields`, instead of
-- taking them out of the jsonb for every report. Extracting 20 answers of 100,000 submissions
-- (`fields->0->>'id'`, … one expression per answer) cost PostgreSQL ~0.85 s of CPU per report; once
-- a row passes ~2 KB, `fields` is stored compressed and every one of those expressions decompressed
-- it again (4.6 s for the same report). Reading this column costs ~0.05 s.
--
-- The text is each answer's `id`, a record separator (chr 30), its stored `value` (the JSON text of
-- `{ value }`), the answers joined by a unit separator (chr 31), in the order of `fields`. JSON text
-- escapes control characters, but an id, or an older answer stored as bare text, could hold them: the
-- two separators are taken out of both, so no stored text can make up another answer. An entry
-- without an id or a value reads as empty there; `fields` that is no array gives NULL. PostgreSQL
-- computes it on every write of the row (a stored generated column), so it follows `fields`.
CREATE FUNCTION report_answers_text(fields jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT CASE WHEN jsonb_typeof(fields) = 'array' THEN
      (SELECT string_agg(concat(translate(entry->>'id', chr(30) || chr(31), ''), chr(30), translate(entry->>'value', chr(30) || chr(31), '')), chr(31) ORDER BY position)
         FROM jsonb_array_elements(fields) WITH ORDINALITY AS answers(entry, position))
    END
  $$;

ALTER TABLE submissions ADD COLUMN report_answers text GENERATED ALWAYS AS (report_answers_text(fields)) STORED;
