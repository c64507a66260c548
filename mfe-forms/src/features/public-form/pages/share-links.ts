// One builder for the preview's Share and the designer's share dialog: shared/core's (the embed
// code carries the height snippet of mfe-forms' README).
export { shareLinks } from '@front-office/shared/core';
