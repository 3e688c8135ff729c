import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * The code of the authenticator app. `recovery` also takes a recovery code (XXXX-XXXX-XXXX, letters too), so
 * the phone keyboard stays the full one then.
 */
export function CodeField({ recovery, ...props }: TextInputProps & { recovery?: boolean; ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={recovery ? 20 : 6}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.15em' } }}
      {...props}
    />
  );
}
