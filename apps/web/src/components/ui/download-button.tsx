import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { toastError } from '@/lib/toast';
import { useServerErrorText } from './server-error-alert';

interface Props extends Pick<ButtonProps, 'variant' | 'size' | 'style'> {
  /** Fetches the file with the session and saves it (a link could not carry the token). */
  download: () => Promise<unknown>;
  label: string;
  ariaLabel?: string;
  testId?: string;
}

/** A button (small unless told) that downloads a protected file, busy meanwhile; a refusal is the error toast. */
export function DownloadButton({ download, label, ariaLabel, testId, variant = 'light', size = 'compact-sm', style }: Props) {
  const errorText = useServerErrorText();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await download();
    } catch (error) {
      toastError(errorText(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size={size} variant={variant} onClick={() => void run()} loading={pending} style={style} aria-label={ariaLabel} data-testid={testId}>
      {label}
    </Button>
  );
}
