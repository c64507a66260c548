-- Issue 8: payments on the public form. submissions.payment / submissions.coupon keep the spec's
-- JSON shape (spec 000 §3) for readers; these tables are what the server decides money with.

-- Uses taken of each discount code: the cap is the condition of one conditional upsert.
CREATE TABLE discount_code_uses (
  form_id uuid NOT NULL,
  code text NOT NULL,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (form_id, code)
);

-- The card behind a submission's payment: the provider's customer and payment method, so later
-- installments can be charged off-session. No card data: only the provider's ids.
CREATE TABLE submission_payments (
  submission_id uuid PRIMARY KEY,
  account_id uuid NOT NULL,
  currency text NOT NULL DEFAULT 'usd',
  setup_intent_id text,
  customer_id text,
  payment_method_id text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per dated charge of a payment (paymentDetails): the claim of a charge is one
-- conditional UPDATE of its status, so two workers never charge the same installment.
CREATE TABLE payment_installments (
  id uuid PRIMARY KEY,
  submission_id uuid NOT NULL,
  position integer NOT NULL,
  due_date text NOT NULL, -- YYYY-MM-DD (text: both drivers answer it as written)
  amount integer NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'READY',
  attempts integer NOT NULL DEFAULT 0,
  payment_intent_id text,
  error_code text,
  decline_code text,
  next_attempt_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (submission_id, position)
);
CREATE INDEX payment_installments_due ON payment_installments (status, due_date);

-- The simulated provider of sample mode and tests (routes/sample-provider): its SetupIntents and
-- its charges, the latter unique by idempotency key as Stripe's are.
CREATE TABLE sample_provider_setups (
  id text PRIMARY KEY,
  client_secret text NOT NULL UNIQUE,
  account_id text NOT NULL,
  status text NOT NULL DEFAULT 'requires_payment_method',
  customer_id text NOT NULL,
  payment_method_id text,
  card_last4 text,
  card_brand text,
  error_code text,
  decline_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sample_provider_charges (
  idempotency_key text PRIMARY KEY,
  id text NOT NULL UNIQUE,
  account_id text NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  payment_method_id text NOT NULL,
  status text NOT NULL,
  error_code text,
  decline_code text,
  created_at timestamptz NOT NULL DEFAULT now()
);
