import type { FormEvent } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * A form's submit handler that refuses a half-typed native date (`<input type="date">`): the browser gives such
 * an input the value '' as if it were empty, so an optional date would be saved as "not set" and a required one
 * called missing. Each unfinished date gets "Enter a valid date" and nothing is sent; the rest of the form is
 * validated as usual.
 */
export function submitRefusingUnfinishedDates<T extends FieldValues, C, Valid extends FieldValues>(
  form: UseFormReturn<T, C, Valid>,
  onValid: SubmitHandler<Valid>,
): (event: FormEvent<HTMLFormElement>) => Promise<void> {
  return (event) => {
    const unfinished = Array.from(
      event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="date"]'),
    ).filter((input) => input.name && input.validity.badInput);
    const mark = () => {
      for (const input of unfinished)
        form.setError(input.name as Path<T>, { type: 'unfinished', message: 'Validation.InvalidDate' });
    };
    return form.handleSubmit(async (values, e) => {
      if (unfinished.length > 0) return mark();
      await onValid(values, e);
    }, mark)(event);
  };
}
