import type { FormikProps } from 'formik';

/** The MUI TextField props for one Formik field: value, handlers, and the error once touched. */
export function fieldProps<Values>(formik: FormikProps<Values>, name: keyof Values & string) {
  const touched = Boolean(formik.touched[name]);
  const error = formik.errors[name];
  const message = touched && typeof error === 'string' ? error : undefined;
  return {
    id: name,
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: message !== undefined,
    helperText: message,
  };
}
