import { string } from 'yup';
import { ORGANIZATION_NAME_MAX } from './constants';

const REQUIRED = 'validation.organizationNameRequired';
const TOO_LONG = 'validation.organizationNameTooLong';
export type OrganizationNameError = typeof REQUIRED | typeof TOO_LONG;

/**
 * An organization name (spec 000 §5): required, 1 to 100 characters once trimmed. Messages are
 * i18n keys of the `common` namespace. The forms' schema.
 */
export const organizationNameSchema = string().trim().required(REQUIRED).max(ORGANIZATION_NAME_MAX, TOO_LONG);

/** The same rule without a schema (the server's): the message key of what is wrong with `name`, or null. */
export function organizationNameError(name: string): OrganizationNameError | null {
  const trimmed = name.trim();
  if (trimmed === '') return REQUIRED;
  return trimmed.length > ORGANIZATION_NAME_MAX ? TOO_LONG : null;
}
