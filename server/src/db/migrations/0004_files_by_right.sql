-- Issue 7: a submission's file belongs to the form it was sent to, so it is read only with
-- FORM_SUBMISSION read in that form's organization, and goes away with the form.
ALTER TABLE files ADD COLUMN form_id uuid REFERENCES forms (id) ON DELETE CASCADE;
CREATE INDEX files_form_id ON files (form_id);

-- Files already stored for submissions: their path is in the answers of one submission.
UPDATE files f
SET form_id = s.form_id
FROM submissions s
WHERE f.path LIKE 'uploads/%'
  AND f.form_id IS NULL
  AND position(f.path IN s.fields::text) > 0;
