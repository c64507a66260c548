import { string } from 'yup';
import { REPORT_NAME_MAX } from '../constants';

/**
 * A report name (spec 001 §5): required, 1 to 100 characters once trimmed. The message is the
 * key of the empty-report-name feedback in the `reports` namespace.
 */
export const reportNameSchema = string().trim().required('editor.nameInvalid').max(REPORT_NAME_MAX, 'editor.nameInvalid');
