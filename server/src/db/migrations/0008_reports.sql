-- Issue 12: saved reports (spec 001 §3 Report) and the order reports read submissions in.

CREATE TABLE reports (
  id uuid PRIMARY KEY,
  form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  culture text NOT NULL DEFAULT 'en' CHECK (culture IN ('fr', 'en')),
  -- content.name, kept in a column too so the list sorts and checks it.
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- { name, steps [{ id, fields [{ id }] }], general [{ id }] }
  content jsonb NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  creation_date timestamptz NOT NULL DEFAULT now(),
  modification_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_form ON reports (form_id, name, id);

-- Generation reads a form's submissions in keyset pages ordered by (date, id).
CREATE INDEX submissions_form_date_id ON submissions (form_id, date, id);
