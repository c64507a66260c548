// The create-form dialog's state and fields (the forms list's dialog, the designer's create page),
// its own shared subpath (issue 13 §5): the shared platform is downloaded before the first page,
// and this code with its yup schema is needed only when a form is created.
export * from './get-templates';
export * from './create-form-from-template';
export * from './create-form-fields';
