import type { FormikErrors } from 'formik';
import type { ZodType } from 'zod';

/** Formik `validate` from a shared zod schema: the first message per field, keyed by its path. */
export function zodValidate<Values>(schema: ZodType<unknown>) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors as FormikErrors<Values>;
  };
}
