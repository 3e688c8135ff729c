import { useSearchParams } from 'react-router';

/** The `?payment=` of a result page (0 when missing or not a number). */
export function usePaymentIdParam(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('payment'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
