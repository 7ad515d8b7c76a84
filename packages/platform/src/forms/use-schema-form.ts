import { typeboxResolver } from '@hookform/resolvers/typebox';
import { DefaultErrorFunction, SetErrorFunction } from '@sinclair/typebox/errors';
import type { Static, TObject } from '@sinclair/typebox';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

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
 * react-hook-form on a TypeBox schema: the values are typed by the schema, and submitting
 * validates them against it first (then field by field as the reader corrects them).
 */
export function useSchemaForm<S extends TObject>(
  schema: S,
  options: Omit<UseFormProps<Static<S> & FieldValues>, 'resolver'> = {},
): UseFormReturn<Static<S> & FieldValues> {
  return useForm<Static<S> & FieldValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: typeboxResolver(schema) as never,
  });
}
