/** The text file a member keeps their recovery codes in: a heading line, then one code a line. */
export function recoveryCodesText(heading: string, codes: readonly string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

export const RECOVERY_CODES_FILE_NAME = 'virtual-office-recovery-codes.txt';
