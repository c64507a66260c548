export * from './neutralize-cell';
export * from './report-labels';
export * from './report-cell';
export * from './report-editor';
export * from './report-name-schema';
export * from './report-file-name';
export * from './xlsx-cell';
export * from './answer-text';
