import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { ContactFormValues, ContactSubmission } from './schema';

/**
 * The shared schema (zod and sanitize-html) is loaded after the page, not with it: the step-1 choices
 * need no validation, and it is in place long before anyone reaches the last step.
 */
type SchemaModule = typeof import('./schema');
let loaded: SchemaModule | undefined;
let loading: Promise<SchemaModule> | undefined;

export function loadSchema(): Promise<SchemaModule> {
  loading ??= import('./schema').then((schema) => (loaded = schema));
  return loading;
}

/** The first touch of the form fetches the schema, well before a step needs it. */
const prefetch = () => void loadSchema();
export const loadSchemaOnFirstTouch = { onFocus: prefetch, onPointerDown: prefetch };

/** The schema once it has arrived; `undefined` before. */
export function loadedSchema(): SchemaModule | undefined {
  return loaded;
}

/** The form's resolver: the shared schema, waiting for it the first time. */
export const schemaResolver: Resolver<ContactFormValues, unknown, ContactSubmission> = async (
  values,
  context,
  options,
) => {
  const { contactSchema } = await loadSchema();
  // The form holds strings where the schema also accepts other input (numbers, omitted fields).
  const resolve = zodResolver(contactSchema) as unknown as Resolver<ContactFormValues, unknown, ContactSubmission>;
  return resolve(values, context, options);
};
