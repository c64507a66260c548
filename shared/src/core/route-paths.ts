/**
 * Every page path of the back office and of its public pages (spec 000 §2, spec 001 §2), as
 * React Router patterns. The shell's route table and each remote's standalone routes declare
 * these patterns; links and redirects build their paths from them with `buildPath`, so an id
 * is always encoded and a renamed route changes in one place.
 */
export const ROUTES = {
  login: '/login',
  publicEmbed: '/registrations/embed/:formId',
  confirmation: '/registrations/:formId/confirm/:submissionId',
  serverError: '/500',
  home: '/',
  organizationSelection: '/organization-selection',
  forms: '/registrations',
  submissions: '/registrations/submissions/:formId',
  submission: '/registrations/submissions/:formId/:submissionId',
  createForm: '/registrations/admin/create-new-form',
  editForm: '/registrations/admin/edit-form/:formId',
  preview: '/registrations/preview/:formId',
  draggable: '/registrations/draggable',
  dashboard: '/dashboard',
  reports: '/reports',
  savedReports: '/reports/:formId',
  createReport: '/reports/:formId/create',
  report: '/reports/:formId/:reportId',
  paymentAccounts: '/payment-accounts',
  organization: '/organization',
  paymentOptions: '/settings/payment-options',
  account: '/account',
  members: '/members',
  events: '/events',
  finances: '/finances',
  connectedSites: '/connectedsites',
  communication: '/communication',
} as const;

export type RouteKey = keyof typeof ROUTES;

/**
 * The pages of the public entry (mfe-forms' `public` bundle), relative to its base: the
 * address a form is shared at (`publicFormUrl`), its embed and its confirmation.
 */
export const PUBLIC_ROUTES = {
  fill: '/registrations/:formId',
  embed: ROUTES.publicEmbed,
  confirmation: ROUTES.confirmation,
} as const;

/** The Settings menu group: its pages' paths start with it (the group itself has no page). */
export const SETTINGS_PATH = '/settings';

/** Query parameter of the organization chooser that opens the create-organization dialog. */
export const CREATE_ORGANIZATION_PARAM = 'create';

/** The names of a pattern's `:name` segments. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [Name in PathParamName<P>]: string };

/** A pattern without parameters takes no second argument; one with parameters must name them all. */
type PathArgs<P extends string> = [PathParamName<P>] extends [never] ? [] : [params: PathParams<P>];

/**
 * The path of a pattern with its parameters filled in, each encoded as one segment
 * (`encodeURIComponent`): an id holding `/`, `?` or `#` stays one segment of this path.
 */
export function buildPath<P extends string>(pattern: P, ...[params]: PathArgs<P>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  return pattern.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = values[name];
    // Reached only past the types (a route parameter read as `string` that was absent).
    if (value === undefined) throw new Error(`buildPath: ${pattern} needs ${name}`);
    return encodeURIComponent(value);
  });
}

/** The path with a query; parameters without a value are left out, names and values encoded. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === null || value === undefined ? [] : [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}
