import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DayInput } from './day-input';
import type { ComponentProps } from 'react';

type Props<T extends FieldValues, C, V> = { control: Control<T, C, V>; name: Path<T> } & Omit<ComponentProps<typeof DayInput>, 'value' | 'onChange' | 'name'>;

/** A form's day field (`YYYY-MM-DD`) shown and typed in the interface's language; see DayInput. */
export function DayField<T extends FieldValues, C, V>({ control, name, ...input }: Props<T, C, V>) {
  const { field } = useController({ control, name });
  return <DayInput {...input} {...field} value={field.value as string | null | undefined} />;
}
