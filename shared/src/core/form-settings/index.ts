export * from './form-settings';
export * from './units';
export * from './check-texts';
export * from './check-form-settings';
export * from './share-links';
