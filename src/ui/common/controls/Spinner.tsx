// A loading spinner from primeicons (already loaded with the theme), for places that would use ProgressSpinner.
import { classNames } from './classNames';
import './controls.css';

export function Spinner({ className }: { className?: string }) {
  return <i className={classNames('pi pi-spin pi-spinner ctl-spinner', className)} aria-hidden="true" />;
}
