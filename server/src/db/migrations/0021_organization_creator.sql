-- Who created an organization, for the limit of organizations a user may create
-- (FO_ORGANIZATIONS_PER_USER). Organizations created before are counted for no one.
ALTER TABLE organizations ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX organizations_created_by ON organizations (created_by) WHERE created_by IS NOT NULL;
