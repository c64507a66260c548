const enc = encodeURIComponent;

/** Base path of a form's report calls (spec 001 §7). */
export const reportsPath = (organizationId: string, formId: string) => `/api/organizations/${enc(organizationId)}/forms/${enc(formId)}/reports`;

/** Base path of the reports area's form calls (REPORT read, beyond the spec: see server/README.md). */
export const reportFormsPath = (organizationId: string) => `/api/organizations/${enc(organizationId)}/reports/forms`;
