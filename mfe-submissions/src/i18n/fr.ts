import type { en } from './en';

export const fr: typeof en = {
  area: { title: 'Soumissions' },
  pages: {
    SubmissionsList: 'Soumissions d’un formulaire',
    SubmissionDetail: 'Soumission',
  },
};
