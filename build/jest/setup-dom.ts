import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installFluentStyleFilter } from './fluent-styles';

// Fluent's Toaster repeats each toast's text for 500 ms in its visually hidden live regions (the
// screen reader's copy): a text query would then find the toast twice, or once, depending on how
// fast the machine runs. Text queries see what the eye sees; the toast itself is still found.
//
// asyncUtilTimeout: the monorepo's suites share one machine, and under load a findBy… over Fluent's
// DOM exceeds Testing Library's 1 s default (remote page tests set the same through setUpRemoteTests).
configure({ defaultIgnore: 'script, style, .fui-AriaLive__assertive, .fui-AriaLive__polite', asyncUtilTimeout: 4000 });

installFluentStyleFilter();
