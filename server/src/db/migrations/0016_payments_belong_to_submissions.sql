-- Issue 18 §1: a submission's card and planned charges belong to it, as its history already does
-- (0007). A charge row left behind by a deleted submission would still be swept and charged; with
-- these keys the database deletes them with their submission (and so with its form), whatever
-- path deleted it.
-- Refund records (submission_refunds) keep no key: they are the record of money moved and stay.

-- Rows of submissions deleted before these keys existed: never to be charged, nothing to keep.
DELETE FROM payment_installments WHERE NOT EXISTS (SELECT 1 FROM submissions WHERE submissions.id = payment_installments.submission_id);
DELETE FROM submission_payments WHERE NOT EXISTS (SELECT 1 FROM submissions WHERE submissions.id = submission_payments.submission_id);

ALTER TABLE payment_installments
  ADD CONSTRAINT payment_installments_submission_fk FOREIGN KEY (submission_id) REFERENCES submissions (id) ON DELETE CASCADE;
ALTER TABLE submission_payments
  ADD CONSTRAINT submission_payments_submission_fk FOREIGN KEY (submission_id) REFERENCES submissions (id) ON DELETE CASCADE;

-- Payments made through an account, for the check before the account is deleted.
CREATE INDEX IF NOT EXISTS submission_payments_account ON submission_payments (account_id);
