-- Issue 7 §6: submissions to a form without a limit no longer queue on the form's row.
-- A submission used to add 1 to forms.submission_count in its own transaction: the row lock is held
-- until the commit reaches the disk (one fdatasync, ~3 ms here), so all submissions of one form ran
-- one after the other, at most ~1 / fsync a second. A form without a limit now adds 1 to one of a
-- few slot rows instead (chosen by the database connection), in the same statement as the
-- submission's row: concurrent submissions write different slots and their commits are flushed
-- together. The count of a form is forms.submission_count plus its slots (services/submission-count.ts).
-- A form with a limit still counts on its own row, under its lock, so the limit is exact.
CREATE TABLE form_submission_counts (
  form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  slot smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (form_id, slot)
);

-- submissions_form_date_id (form_id, date, id) serves every read of a form's submissions by date
-- (read backwards for the newest first); this index only cost one more write per submission.
DROP INDEX IF EXISTS submissions_form;
