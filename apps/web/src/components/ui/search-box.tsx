import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called with the trimmed text a moment after typing stops. */
  onChange: (text: string) => void;
  testId?: string;
}

/** A search text box sent to the server a moment after typing stops; follows "clear filters" without fighting the text being typed. */
export function SearchBox({ value, onChange, testId, ...input }: Props) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== typed.trim()) setTyped(value);
  }
  const apply = useDebouncedCallback((text: string) => onChange(text.trim()), 300);
  return (
    <TextInput
      size="sm"
      type="search"
      maxLength={100}
      {...input}
      value={typed}
      onChange={(e) => {
        setTyped(e.currentTarget.value);
        apply(e.currentTarget.value);
      }}
      data-testid={testId}
    />
  );
}
