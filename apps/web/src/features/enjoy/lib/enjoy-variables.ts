import { parseEnjoyPassOptions } from '@vo/domain';
import { getVariable, useSettings } from '@/lib/settings';

/** The Enjoy Pass counts on offer, read from the `enjoyPassOptions` variable by the reader the server prices with. */
export function useEnjoyPassOptions(): number[] {
  useSettings(); // re-read when the variables arrive
  return parseEnjoyPassOptions(getVariable('enjoyPassOptions'));
}
