// The console's toasts, loaded on the first notification so PrimeReact's Toast stays off the sign-in page's first load.
import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { TOAST_MS } from '../../domain/constants';
import type { ToastHostProps } from './consoleContext';

export default function ToastHost({ queue }: ToastHostProps) {
  const toast = useRef<Toast>(null);
  useEffect(
    () => queue.attach((message) => toast.current?.show({ ...message, life: TOAST_MS })),
    [queue],
  );
  return <Toast ref={toast} position="top-center" />;
}
