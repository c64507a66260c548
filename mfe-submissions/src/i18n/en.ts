export const en = {
  area: { title: 'Submissions' },
  pages: {
    SubmissionsList: 'Submissions of a form',
    SubmissionDetail: 'Submission',
  },
};
