import type { FormikErrors } from 'formik';
import { safeParse, type ZodMiniType } from 'zod/mini';

/** Formik `validate` from a shared zod schema: the first message per field, keyed by its path. */
export function zodValidate<Values>(schema: ZodMiniType) {
  return (values: Values): FormikErrors<Values> => {
    const result = safeParse(schema, values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
