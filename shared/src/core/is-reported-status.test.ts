import { isReportedStatus } from './is-reported-status';

describe('isReportedStatus (issue 24 §9: 5xx answers reach someone)', () => {
  it.each([
    [500, true],
    [502, true],
    [503, true],
    [501, false],
    [404, false],
    [429, false],
    [200, false],
  ])('status %i is reported: %s', (status, reported) => {
    expect(isReportedStatus(status)).toBe(reported);
  });
});
