-- Payment accounts connected to an organization (spec 000 §3). Provider field names are kept
-- as the API sends them (stripe_user_id, stripe_publishable_key).

CREATE TABLE payment_accounts (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  stripe_user_id text NOT NULL,
  account_name text NOT NULL DEFAULT '' CHECK (char_length(account_name) <= 100),
  type text NOT NULL CHECK (type IN ('stripe', 'sportspay-ca', 'sportspay-us')),
  stripe_publishable_key text,
  status text NOT NULL DEFAULT 'created',
  creation_date timestamptz NOT NULL DEFAULT now(),
  UNIQUE (organization_id, stripe_user_id)
);
CREATE INDEX payment_accounts_organization ON payment_accounts (organization_id, creation_date);
-- Spec 000 §5: sportspay variants are limited to one account per organization.
CREATE UNIQUE INDEX payment_accounts_one_sportspay ON payment_accounts (organization_id) WHERE type <> 'stripe';
