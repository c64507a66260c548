/**
 * Whether an answer's status goes to the error reports (issue 24 §9), in the browser and on the
 * server alike: every 5xx but 501, which this API answers by design when a feature is not
 * configured (social sign-in, a payment provider), so a visitor's click cannot fill the reports.
 */
export const isReportedStatus = (status: number): boolean => status >= 500 && status !== 501;
