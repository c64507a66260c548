-- Issue 18 §5: what a submission took from its form's caps, so it can be given back exactly once.
-- One row per thing taken: its place under the submission limit ('place'), each product's ordered
-- quantity ('product': field id and product value, as forms.field_properties counts them), one use
-- of a discount code ('code': the code in item). released_at is set by the statement that gives it
-- back (a hold expiring, a staff cancel or delete), whose condition is `released_at IS NULL`.
-- A submission without a 'place' row (counted by the one-statement path: no payment, no file) holds
-- its place until it is deleted, as before.
CREATE TABLE submission_claims (
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('place', 'product', 'code')),
  field_id text NOT NULL DEFAULT '',
  item text NOT NULL DEFAULT '',
  quantity integer NOT NULL CHECK (quantity > 0),
  released_at timestamptz,
  PRIMARY KEY (submission_id, kind, field_id, item)
);

-- A card payment not completed yet holds the submission's claims from created_at; after the hold
-- time (PAYMENT_HOLD_MINUTES) the hold job releases them and sets released_at, after which the
-- confirm call answers 410 holdExpired. The row goes once the first charge succeeded or staff
-- stopped the payment: nothing is held for the visitor any more.
CREATE TABLE payment_holds (
  submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz
);
CREATE INDEX payment_holds_open ON payment_holds (created_at) WHERE released_at IS NULL;
