// The checker of the forms, loaded when a form first validates (use-schema-form.ts): TypeBox's
// error iterator and the messages of the fields.
import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { DefaultErrorFunction, Errors, SetErrorFunction } from '@sinclair/typebox/errors';
import type { TObject } from '@sinclair/typebox';
import {
  appendErrors,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type ResolverOptions,
  type ResolverResult,
} from 'react-hook-form';

// A field's own words for what is wrong: `requiredMessage` when it is left blank,
// `errorMessage` for anything else, TypeBox's text only where a schema gives neither.
SetErrorFunction((error) => {
  const schema = error.schema as { errorMessage?: unknown; requiredMessage?: unknown };
  const blank = typeof error.value === 'string' && error.value.trim() === '';
  if (blank && typeof schema.requiredMessage === 'string') return schema.requiredMessage;
  if (typeof schema.errorMessage === 'string') return schema.errorMessage;
  return DefaultErrorFunction(error);
});

/**
 * Checks the form's values against the schema with TypeBox's error iterator alone. The
 * resolver of `@hookform/resolvers/typebox` does the same, but it imports TypeBox's whole
 * `Value` namespace and its compiler (for an `instanceof`), which no bundler can leave out:
 * about 50 KB more of minified code on every page with a form.
 */
export function checkValues<V extends FieldValues>(
  schema: TObject,
  values: V,
  options: ResolverOptions<V>,
): ResolverResult<V> {
  const allCriteria = !options.shouldUseNativeValidation && options.criteriaMode === 'all';
  const found: Record<string, FieldError> = {};
  for (const error of Errors(schema, values)) {
    // '/author/name' is the field 'author.name'; the first error of a field is its message.
    const name = error.path.slice(1).replace(/\//g, '.');
    const type = String(error.type);
    found[name] ??= { type, message: error.message };
    if (allCriteria) {
      const earlier = found[name].types?.[type];
      const messages = earlier
        ? ([] as string[]).concat(earlier as string, error.message)
        : error.message;
      found[name] = appendErrors(name, true, found, type, messages) as FieldError;
    }
  }
  if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
  if (Object.keys(found).length === 0) return { values, errors: {} };
  return { values: {}, errors: toNestErrors(found as FieldErrors, options) as FieldErrors<V> };
}
