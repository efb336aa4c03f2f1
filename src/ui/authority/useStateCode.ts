import { useCallback, useEffect, useRef, useState } from 'react';
import { STATE_CODE_CLEAR_MS } from '../../domain/constants';
import type { AdminStateCode } from '../../domain/roles';

/** product.md section 4: a local state code shows its message and clears itself after STATE_CODE_CLEAR_MS. */
export function useStateCode(): [AdminStateCode | undefined, (code: AdminStateCode) => void] {
  const [code, setCode] = useState<AdminStateCode>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: AdminStateCode) => {
    clearTimeout(timer.current);
    setCode(next);
    timer.current = setTimeout(() => setCode(undefined), STATE_CODE_CLEAR_MS);
  }, []);
  return [code, show];
}
