-- Issue 19: the e-mail outbox. A message is recorded here, fully rendered, in the transaction of
-- what caused it (a submission, a charge, a refund); a pg-boss job delivers it afterwards. The
-- idempotency key names the message (`confirmation:<submissionId>`, `installmentPaid:<id>:<attempt>`,
-- …): a cause replayed records nothing more, and the SMTP Message-ID is derived from it, so a
-- delivery repeated after a crash carries the same Message-ID. `suppressed`: over a sending limit,
-- never sent (visible to staff like `failed`).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  submission_id uuid REFERENCES submissions (id) ON DELETE CASCADE,
  form_id uuid,
  recipient text NOT NULL,
  culture text NOT NULL CHECK (culture IN ('fr', 'en')),
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  message_id text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'suppressed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending ON mail_outbox (created_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_submission ON mail_outbox (submission_id);
-- The sending limits count recent messages per recipient and per form.
CREATE INDEX mail_outbox_recipient_recent ON mail_outbox (lower(recipient), created_at);
CREATE INDEX mail_outbox_form_recent ON mail_outbox (form_id, created_at);

-- Sample mode: every message the embedded SMTP server received (/sample-mail). The Message-ID is
-- unique, so a message delivered twice is kept once.
CREATE TABLE sample_mail (
  id bigserial PRIMARY KEY,
  message_id text NOT NULL UNIQUE,
  sender text NOT NULL,
  recipients text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
