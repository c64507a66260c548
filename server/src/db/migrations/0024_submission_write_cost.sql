-- What PostgreSQL spends on each public submission's write (docs/load.md "What one submission costs").
--
-- report_answers_text (0015) as PL/pgSQL, same result. As a SQL function with a subquery it is not
-- inlined, so every INSERT or UPDATE of a submission parsed and planned its body again (~75 µs of
-- the submission's ~0.55 ms statement); PL/pgSQL keeps the plan of its query for the connection's
-- life. The stored column's values do not change, so no row is rewritten.
CREATE OR REPLACE FUNCTION report_answers_text(fields jsonb) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  BEGIN
    IF jsonb_typeof(fields) IS DISTINCT FROM 'array' THEN
      RETURN NULL;
    END IF;
    RETURN (SELECT string_agg(concat(translate(entry->>'id', chr(30) || chr(31), ''), chr(30), translate(entry->>'value', chr(30) || chr(31), '')), chr(31) ORDER BY position)
      FROM jsonb_array_elements(fields) WITH ORDINALITY AS answers(entry, position));
  END
  $$;

-- A message's HTML (a few KB for every confirmation) is compressed with LZ4 where this PostgreSQL
-- has it: pglz took ~5 % of PostgreSQL's CPU under the submissions' load. Rows already stored keep
-- their compression. Without LZ4 (a PostgreSQL built without it) the columns keep pglz.
DO $$
BEGIN
  ALTER TABLE mail_outbox ALTER COLUMN html SET COMPRESSION lz4, ALTER COLUMN text SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  NULL;
END
$$;

-- No planner statistics for the large columns that no query filters or joins on. ANALYZE, which
-- autovacuum runs every minute or so while a crowd submits, took ~0.3 s of CPU on submissions and
-- ~0.2 s on mail_outbox each time (detoasting and comparing the sampled answers and messages),
-- a burst that held back the submissions of that second.
ALTER TABLE submissions
  ALTER COLUMN fields SET STATISTICS 0,
  ALTER COLUMN report_answers SET STATISTICS 0,
  ALTER COLUMN payment SET STATISTICS 0,
  ALTER COLUMN coupon SET STATISTICS 0,
  ALTER COLUMN setup_intent_id SET STATISTICS 0;
ALTER TABLE mail_outbox
  ALTER COLUMN html SET STATISTICS 0,
  ALTER COLUMN text SET STATISTICS 0,
  ALTER COLUMN subject SET STATISTICS 0,
  ALTER COLUMN message_id SET STATISTICS 0,
  ALTER COLUMN idempotency_key SET STATISTICS 0,
  ALTER COLUMN last_error SET STATISTICS 0;
