-- The dashboard sums the money of a period's submissions (docs/reports.md "The dashboard"). Reading
-- every payment document for it (~30 JSON operations per submission) took seconds for 100,000
-- submissions; the money of each submission is kept beside it instead, in stored generated
-- columns that PostgreSQL computes on every write of the row, so they follow `payment` whichever
-- code writes it.
--
-- payment_money_cents(payment) is shared/core `storedPaymentMoney` (the reports' TotalPaid,
-- Refunded and DisputeLost) in SQL: {charged, refunded, dispute lost} in cents. A payment without
-- a status is no payment (0). Statuses are read trimmed and in any case, in the spellings of
-- shared/core `paymentStatusSpellings` (succeeded: succeeded, success; given back: refunded,
-- pending_refund). test/dashboard-money.test.ts compares the columns with storedPaymentMoney on
-- payments of every stored shape.

-- An amount in cents as shared/core `moneyAmount` then `Math.round` read it: a JSON number or the
-- text of a decimal number, rounded half up (floor of x + 0.5, also below zero); anything else,
-- and amounts beyond a JavaScript number's range, are 0. Only the white space numeric's input
-- skips is read around the number and exponents of at most three digits, so no stored text can
-- make the cast fail (and the row's write with it). Text JavaScript's Number reads and no writer
-- stores (0x10, other white space) is 0 here. A plain expression, so that PostgreSQL inlines it
-- where it is called (a SQL function run as a query costs ~30 µs a call).
CREATE FUNCTION money_cents(amount jsonb) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE jsonb_typeof(amount)
      WHEN 'number' THEN CASE WHEN abs(amount::numeric) < 1.7976931348623157e308 THEN floor(amount::numeric + 0.5) ELSE 0 END
      WHEN 'string' THEN CASE WHEN (amount #>> '{}') ~ '^[ \t\n\r\f\v]*[-+]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][-+]?0*[0-9]{1,3})?[ \t\n\r\f\v]*$'
        THEN CASE WHEN abs((amount #>> '{}')::numeric) < 1.7976931348623157e308 THEN floor((amount #>> '{}')::numeric + 0.5) ELSE 0 END
        ELSE 0 END
      ELSE 0 END
  $$;

-- shared/core `paymentMoney`'s loop, charge by charge. PL/pgSQL: its expressions are evaluated
-- without a query each (~0.5 ms a payment as a SQL function with a subquery).
CREATE FUNCTION payment_money_cents(payment jsonb) RETURNS numeric[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    status text := lower(btrim(payment ->> 'status'));
    lines jsonb := payment -> 'paymentDetails';
    line jsonb;
    line_status text;
    total numeric;
    charged numeric := 0;
    refunded numeric := 0;
    lost numeric := 0;
  BEGIN
    IF status IS NULL THEN
      RETURN ARRAY[0, 0, 0]::numeric[];
    END IF;
    IF jsonb_typeof(lines) IS DISTINCT FROM 'array' OR jsonb_array_length(lines) = 0 THEN
      -- A payment without charges counts its total once it took money.
      IF status IN ('succeeded', 'success', 'refunded', 'pending_refund') THEN
        charged := money_cents(payment -> 'total');
      END IF;
      IF status IN ('refunded', 'pending_refund') THEN
        refunded := charged;
      END IF;
      RETURN ARRAY[charged, refunded, 0]::numeric[];
    END IF;
    FOR position IN 0 .. jsonb_array_length(lines) - 1 LOOP
      line := lines -> position;
      line_status := lower(btrim(line ->> 'status'));
      total := money_cents(line -> 'total');
      IF line_status IN ('succeeded', 'success', 'refunded', 'pending_refund') THEN
        charged := charged + total;
      END IF;
      refunded := refunded + greatest(money_cents(line -> 'refundedTotal'), CASE WHEN line_status IN ('refunded', 'pending_refund') THEN total ELSE 0 END);
      IF jsonb_typeof(line -> 'dispute') = 'object' AND jsonb_typeof(line -> 'dispute' -> 'outcome') = 'string' AND line -> 'dispute' ->> 'outcome' = 'lost' THEN
        lost := lost + greatest(0, money_cents(line -> 'dispute' -> 'amount'));
      END IF;
    END LOOP;
    RETURN ARRAY[charged, refunded, lost]::numeric[];
  END
  $$;

-- One rewrite of the table fills the columns of the rows already stored.
ALTER TABLE submissions
  ADD COLUMN payment_charged numeric GENERATED ALWAYS AS ((payment_money_cents(payment))[1]) STORED,
  ADD COLUMN payment_refunded numeric GENERATED ALWAYS AS ((payment_money_cents(payment))[2]) STORED,
  ADD COLUMN payment_dispute_lost numeric GENERATED ALWAYS AS ((payment_money_cents(payment))[3]) STORED,
  -- The payment's status trimmed and in lower case (NULL: no payment), for the dashboard's lists.
  ADD COLUMN payment_status text GENERATED ALWAYS AS (lower(btrim(payment ->> 'status'))) STORED;

-- Still the one index by form and date (0014), now carrying the money: a period's sums are an index
-- only scan of its range, without reading a row.
DROP INDEX submissions_form_date_id;
CREATE INDEX submissions_form_date_id ON submissions (form_id, date, id)
  INCLUDE (payment_charged, payment_refunded, payment_dispute_lost, payment_status);

-- The dashboard's latest transactions: a form's newest refunds, and the newest installments charged
-- or failed, each read backwards from its index (LIST_SIZE rows), not from every row of the period.
CREATE INDEX submission_refunds_form_created ON submission_refunds (form_id, created_at);
CREATE INDEX payment_installments_changed ON payment_installments (updated_at) WHERE position > 0 AND status <> 'READY';

-- The money to come: the planned installments of an organization's forms, without joining each to
-- its submission (50,000 installments joined to 100,000 submissions cost more than the period's
-- sums). An installment's form is its submission's, set when it is written, whichever code writes it.
ALTER TABLE payment_installments ADD COLUMN form_id uuid;
UPDATE payment_installments i SET form_id = s.form_id FROM submissions s WHERE s.id = i.submission_id;
CREATE FUNCTION payment_installment_form() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    NEW.form_id := (SELECT form_id FROM submissions WHERE id = NEW.submission_id);
    RETURN NEW;
  END
  $$;
CREATE TRIGGER payment_installments_form BEFORE INSERT OR UPDATE OF submission_id ON payment_installments
  FOR EACH ROW EXECUTE FUNCTION payment_installment_form();
CREATE INDEX payment_installments_planned ON payment_installments (form_id, due_date) INCLUDE (amount) WHERE status = 'READY';
