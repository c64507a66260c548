-- Issue 9: a form's version, raised by every save of the designer. A save names the version it
-- was made on; an older one is refused with 409 (two staff editing one form never silently
-- overwrite each other).
ALTER TABLE forms ADD COLUMN version integer NOT NULL DEFAULT 1;
