import { PUBLIC_ROUTES, ROUTES, buildPath, withQuery } from './route-paths';

describe('buildPath (spec 000 §2 route table)', () => {
  it('gives a pattern without parameters as it is', () => {
    expect(buildPath(ROUTES.forms)).toBe('/registrations');
    expect(buildPath(ROUTES.createForm)).toBe('/registrations/admin/create-new-form');
  });

  it('fills every parameter of the back-office routes', () => {
    expect(buildPath(ROUTES.submissions, { formId: 'f1' })).toBe('/registrations/submissions/f1');
    expect(buildPath(ROUTES.submission, { formId: 'f1', submissionId: 's2' })).toBe('/registrations/submissions/f1/s2');
    expect(buildPath(ROUTES.editForm, { formId: 'f1' })).toBe('/registrations/admin/edit-form/f1');
    expect(buildPath(ROUTES.preview, { formId: 'f1' })).toBe('/registrations/preview/f1');
    expect(buildPath(ROUTES.savedReports, { formId: 'f1' })).toBe('/reports/f1');
    expect(buildPath(ROUTES.createReport, { formId: 'f1' })).toBe('/reports/f1/create');
    expect(buildPath(ROUTES.report, { formId: 'f1', reportId: 'r3' })).toBe('/reports/f1/r3');
  });

  it('fills the public routes', () => {
    expect(buildPath(PUBLIC_ROUTES.fill, { formId: 'f1' })).toBe('/registrations/f1');
    expect(buildPath(PUBLIC_ROUTES.embed, { formId: 'f1' })).toBe('/registrations/embed/f1');
    expect(buildPath(PUBLIC_ROUTES.confirmation, { formId: 'f1', submissionId: 's2' })).toBe('/registrations/f1/confirm/s2');
  });

  it('encodes each id as one segment: a slash, a query, a fragment or a space cannot change the route', () => {
    expect(buildPath(ROUTES.submission, { formId: 'a/b', submissionId: '../c?d#e' })).toBe('/registrations/submissions/a%2Fb/..%2Fc%3Fd%23e');
    expect(buildPath(ROUTES.report, { formId: 'été 1', reportId: '%' })).toBe('/reports/%C3%A9t%C3%A9%201/%25');
  });

  it('makes the caller name every parameter of the pattern, and only those', () => {
    // @ts-expect-error the form id is missing
    expect(() => buildPath(ROUTES.editForm)).toThrow();
    // @ts-expect-error the submission id is missing
    expect(() => buildPath(ROUTES.submission, { formId: 'f1' })).toThrow();
    // @ts-expect-error the forms list takes no parameter
    expect(buildPath(ROUTES.forms, { formId: 'f1' })).toBe('/registrations');
  });

  it('refuses a parameter that is missing at run time instead of writing "undefined" in the path', () => {
    const params = {} as { formId: string };
    expect(() => buildPath(ROUTES.editForm, params)).toThrow('buildPath: /registrations/admin/edit-form/:formId needs formId');
  });
});

describe('withQuery', () => {
  it('adds the parameters with a value, encoded, and leaves out the others', () => {
    expect(withQuery(ROUTES.organizationSelection, { create: '1' })).toBe('/organization-selection?create=1');
    expect(withQuery('/p', { key: 'a b&c', none: null, absent: undefined })).toBe('/p?key=a%20b%26c');
  });

  it('gives the path alone when no parameter has a value', () => {
    expect(withQuery('/p', { key: null })).toBe('/p');
  });
});
