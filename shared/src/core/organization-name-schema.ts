import { string } from 'yup';
import { ORGANIZATION_NAME_MAX } from './constants';

/**
 * An organization name (spec 000 §5): required, 1 to 100 characters. Messages are i18n keys
 * of the `common` namespace.
 */
export const organizationNameSchema = string()
  .trim()
  .required('validation.organizationNameRequired')
  .max(ORGANIZATION_NAME_MAX, 'validation.organizationNameTooLong');
