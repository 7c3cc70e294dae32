// `@heirloom/ui/forms`: the entity form dialog and its fields. A federation singleton of its own, apart
// from `@heirloom/ui`: react-hook-form, its zod resolver and zod load with the first page that has a
// form, not with every page (the dashboard and the landing page have none). FormDialog, the fields and
// useFieldValue stay in this one module so they always share one react-hook-form context.
export * from './api-errors';
export * from './fields';
export * from './FormDialog';
