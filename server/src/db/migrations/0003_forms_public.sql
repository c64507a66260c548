-- Issue 4: the public form's opening window and the parts of a posted submission.
-- forms, form_templates and submissions exist since 0001; this only adds what they lacked.

-- Outside [start_date, end_date) a form is closed to the public (null bound = open that side).
ALTER TABLE forms ADD COLUMN start_date timestamptz;
ALTER TABLE forms ADD COLUMN end_date timestamptz;

-- The posted parts kept as given until payments land (spec 001 §3 "Submission as posted").
ALTER TABLE submissions ADD COLUMN customer_email text;
ALTER TABLE submissions ADD COLUMN culture text CHECK (culture IS NULL OR culture IN ('fr', 'en'));
ALTER TABLE submissions ADD COLUMN payment_method text;
ALTER TABLE submissions ADD COLUMN payment_mode text;
ALTER TABLE submissions ADD COLUMN coupon_code text;
ALTER TABLE submissions ADD COLUMN setup_intent_id text;

-- The list pages templates by name; few rows, but keep the order stable.
CREATE INDEX form_templates_name ON form_templates (name, id);
