-- Issue 11: what happened to a submission (history) and the money given back (refunds).

-- Each refund and cancel asked of a provider. A refund is recorded 'pending' before the provider
-- is called (in the transaction that locks the submission), so concurrent refunds see it and the
-- sum given back never passes what was paid. Rows stay after the submission is deleted: they are
-- the record of money moved and hold no personal data.
CREATE TABLE submission_refunds (
  id uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  form_id uuid NOT NULL,
  payment_id text NOT NULL,
  detail_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('refund', 'cancel')),
  amount integer NOT NULL CHECK (amount >= 0),
  include_fees boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  provider_reference text,
  failure text,
  -- The caller's Idempotency-Key header: a retried request answers the refund it already made.
  request_key text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_refunds_detail ON submission_refunds (submission_id, detail_id);
CREATE UNIQUE INDEX submission_refunds_request_key ON submission_refunds (submission_id, request_key) WHERE request_key IS NOT NULL;

-- The history of a submission beyond its creation (which is its sent date): each edit with who
-- and which answers changed, each refund and cancel. Deleted with the submission.
CREATE TABLE submission_history (
  id uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('edited', 'refunded', 'refundFailed', 'canceled', 'cancelFailed')),
  user_id uuid,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_history_submission ON submission_history (submission_id, created_at);

-- The refund and cancel calls address a payment by its id (spec 000 §7).
CREATE INDEX submissions_payment_id ON submissions ((payment ->> 'id'));
