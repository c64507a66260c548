-- Issue 18 §9: a payment is refunded and canceled through the account and provider that took it,
-- never the form's current account (staff may switch it after). The card row keeps the provider's
-- kind and account id, so the payment can still be routed if the account row changes.
ALTER TABLE submission_payments ADD COLUMN provider_type text;
ALTER TABLE submission_payments ADD COLUMN provider_account_id text;
UPDATE submission_payments
   SET provider_type = pa.type, provider_account_id = pa.stripe_user_id
  FROM payment_accounts pa
 WHERE pa.id = submission_payments.account_id;

-- Card payments stored without their account (no card row, no accountId): the account their form
-- used when this ran, which is the one that took them as far as can be known.
UPDATE submissions
   SET payment = jsonb_set(submissions.payment, '{accountId}', to_jsonb(pa.id::text))
  FROM forms f, payment_accounts pa
 WHERE f.id = submissions.form_id
   AND jsonb_typeof(submissions.payment) = 'object'
   AND coalesce(submissions.payment ->> 'method', 'credit_card') = 'credit_card'
   AND submissions.payment ->> 'accountId' IS NULL
   AND pa.organization_id = f.organization_id
   AND pa.id::text = CASE jsonb_typeof(f.payment_account)
                       WHEN 'string' THEN f.payment_account #>> '{}'
                       WHEN 'object' THEN f.payment_account ->> 'id'
                     END;

-- Issue 18 §8: only a refund that went through (or is under way) answers a replayed
-- Idempotency-Key; a refused one is retried as a new row under the same key.
DROP INDEX submission_refunds_request_key;
CREATE UNIQUE INDEX submission_refunds_request_key ON submission_refunds (submission_id, request_key)
  WHERE request_key IS NOT NULL AND status <> 'failed';

-- Issue 18 §7: staff charge a declined installment again (history kind chargeRetried).
ALTER TABLE submission_history DROP CONSTRAINT submission_history_kind_check;
ALTER TABLE submission_history ADD CONSTRAINT submission_history_kind_check
  CHECK (kind IN ('edited', 'refunded', 'refundFailed', 'canceled', 'cancelFailed', 'chargeRetried'));
