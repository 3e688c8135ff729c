import { useCallback, useState } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/** What a form's mutation sends: its body, and the key of the submission (sent as the Idempotency-Key header). */
export interface KeyedSubmission<Body> {
  body: Body;
  idempotencyKey: string;
}

/**
 * The Idempotency-Key of the submission being made: kept while the same submission is sent again (a double click, a
 * retry after an error), renewed once it went through so the next one counts anew.
 */
export function useSubmissionKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
