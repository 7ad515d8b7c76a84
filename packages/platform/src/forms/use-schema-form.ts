import { useEffect } from 'react';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { TObject } from '@sinclair/typebox';
import type { FormSchema } from './form-schemas';

type Checker = typeof import('./check');

let checker: Promise<Checker> | null = null;

/** The checker (TypeBox and the forms' messages), fetched once, again after a failure. */
function loadChecker(): Promise<Checker> {
  checker ??= import('./check').catch((error: unknown) => {
    checker = null;
    throw error;
  });
  return checker;
}

/** What the reader does first on a page with a form: the checker is fetched then. */
const FIRST_USE = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Checks the values against the form's schema, both loaded when first needed. When they
 * cannot be loaded (the network is gone), the values go as they are: the gateway checks them
 * against the same schemas and answers with the same messages.
 */
function schemaResolver<V extends FieldValues>(form: FormSchema<V>): Resolver<V> {
  return async (values, _context, options) => {
    let loaded: [Checker, TObject];
    try {
      loaded = await Promise.all([loadChecker(), form.load()]);
    } catch {
      return { values, errors: {} };
    }
    const [{ checkValues }, schema] = loaded;
    return checkValues(schema, values, options);
  };
}

/**
 * react-hook-form on a schema of `form-schemas.ts`: the values are typed by the schema, and
 * submitting validates them against it first (then field by field as the reader corrects
 * them). The page draws and takes input without the checker and TypeBox; they are fetched at
 * the reader's first touch or key on the page, and at the latest by the first check.
 */
export function useSchemaForm<V extends FieldValues>(
  form: FormSchema<V>,
  options: Omit<UseFormProps<V>, 'resolver'> = {},
): UseFormReturn<V> {
  useEffect(() => {
    const warm = () => {
      for (const event of FIRST_USE) document.removeEventListener(event, warm, true);
      void Promise.all([loadChecker(), form.load()]).catch(() => undefined);
    };
    for (const event of FIRST_USE) document.addEventListener(event, warm, true);
    return () => {
      for (const event of FIRST_USE) document.removeEventListener(event, warm, true);
    };
  }, [form]);
  return useForm<V>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: schemaResolver(form),
  });
}
