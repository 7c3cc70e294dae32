// `@heirloom/ui/forms`: every form's pieces (the one way to write a form). A federation singleton of its
// own, apart from `@heirloom/ui`: react-hook-form and its zod resolver load with the first page that has
// a form, not with every page (the dashboard and the landing page have none). FormDialog, useSchemaForm,
// the fields and useFieldValue stay in this one module so they always share one react-hook-form context.
export * from './api-errors';
export * from './fields';
export * from './FormDialog';
export * from './use-schema-form';
