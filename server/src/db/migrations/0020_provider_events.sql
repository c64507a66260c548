-- What the card providers tell us (webhooks) and the disputes they open. An event is applied once:
-- its id is recorded in the transaction that applies it, so a replayed or re-delivered event
-- finds its row and changes nothing. `outcome` says what it did (applied, ignored, unmatched).
CREATE TABLE provider_events (
  id text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('stripe', 'sportspay')),
  type text NOT NULL,
  account text,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, id)
);

-- A dispute (chargeback) of a charge: the amount the bank holds until it decides. The row follows
-- the provider's status; `closed_at` once won or lost. Deleting the submission deletes it.
CREATE TABLE payment_disputes (
  id text PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  installment_id uuid REFERENCES payment_installments (id) ON DELETE SET NULL,
  payment_intent_id text NOT NULL,
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  reason text,
  status text NOT NULL,
  outcome text CHECK (outcome IN ('won', 'lost')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX payment_disputes_submission ON payment_disputes (submission_id);

-- Events find their charge by the provider's id; the settling job finds charges left in between.
CREATE INDEX payment_installments_intent ON payment_installments (payment_intent_id) WHERE payment_intent_id IS NOT NULL;
CREATE INDEX payment_installments_unsettled ON payment_installments (updated_at) WHERE status IN ('processing', 'requires_action');
CREATE INDEX submission_refunds_reference ON submission_refunds (provider_reference) WHERE provider_reference IS NOT NULL;
CREATE INDEX submission_refunds_pending ON submission_refunds (created_at) WHERE status = 'pending';

-- What the provider settled later is in the submission's history: a refund that went through or
-- failed after being pending, a dispute opened or closed, a charge settled (no user: the provider).
ALTER TABLE submission_history DROP CONSTRAINT submission_history_kind_check;
ALTER TABLE submission_history ADD CONSTRAINT submission_history_kind_check
  CHECK (kind IN ('edited', 'refunded', 'refundFailed', 'refundSettled', 'canceled', 'cancelFailed', 'chargeRetried', 'chargeSettled', 'disputeOpened', 'disputeClosed'));
