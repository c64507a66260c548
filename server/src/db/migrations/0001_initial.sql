-- Initial schema: accounts, organizations with per-area rights, uploaded files, forms,
-- templates and submissions. Runs unchanged on PGlite and PostgreSQL.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE files (
  id uuid PRIMARY KEY,
  path text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  culture text NOT NULL DEFAULT 'en' CHECK (culture IN ('fr', 'en')),
  is_admin boolean NOT NULL DEFAULT false,
  avatar text,
  -- null for accounts created through Google or Facebook sign-in
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- Tokens revoked by sign-out before their expiry; rows past expires_at are purged.
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE organizations (
  id uuid PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  currency text NOT NULL DEFAULT 'usd' CHECK (currency IN ('usd', 'cad')),
  avatar text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Membership is "has at least one row"; a member may hold an area with every flag false.
CREATE TABLE organization_members (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  area text NOT NULL CHECK (area IN ('FORM', 'FORM_SUBMISSION', 'REPORT', 'PAYMENT_ACCOUNTS', 'ORGANIZATION')),
  can_read boolean NOT NULL DEFAULT false,
  can_write boolean NOT NULL DEFAULT false,
  can_update boolean NOT NULL DEFAULT false,
  can_delete boolean NOT NULL DEFAULT false,
  PRIMARY KEY (organization_id, user_id, area)
);
CREATE INDEX organization_members_user ON organization_members (user_id);

CREATE TABLE form_templates (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  content text NOT NULL,
  payment_modes jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE forms (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name jsonb NOT NULL,
  status integer NOT NULL DEFAULT 2 CHECK (status BETWEEN 1 AND 4),
  avatar text,
  recaptcha_enabled boolean NOT NULL DEFAULT false,
  edited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  submission_count integer NOT NULL DEFAULT 0 CHECK (submission_count >= 0),
  submission_limit integer CHECK (submission_limit IS NULL OR submission_limit >= 0),
  creation_date timestamptz NOT NULL DEFAULT now(),
  modification_date timestamptz NOT NULL DEFAULT now(),
  currency text NOT NULL DEFAULT 'usd' CHECK (currency IN ('usd', 'cad')),
  localizations jsonb NOT NULL DEFAULT '["en"]'::jsonb,
  content text NOT NULL,
  email_content jsonb,
  field_properties jsonb,
  discount_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
  has_discount_codes boolean NOT NULL DEFAULT false,
  payment_enabled boolean NOT NULL DEFAULT false,
  payment_optional boolean NOT NULL DEFAULT false,
  fixed_amount integer,
  payment_account jsonb,
  payment_provider text,
  payment_modes jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX forms_organization ON forms (organization_id, modification_date DESC);

CREATE TABLE submissions (
  id uuid PRIMARY KEY,
  form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  date timestamptz NOT NULL DEFAULT now(),
  fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  payment jsonb,
  coupon jsonb
);
CREATE INDEX submissions_form ON submissions (form_id, date DESC);
