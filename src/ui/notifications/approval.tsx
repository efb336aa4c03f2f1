// Opening the approval of a bind or visit application (engineer D's ApprovalDialog) from a message or a push.
import { lazy, Suspense, type ComponentType } from 'react';

export type ApprovalDialogProps = { messageId?: number; applicationId?: number; onClose(done: boolean): void };

// The dialog lives in the authority centre's folder; it loads only when a user opens an approval. Until that file
// exists, `approvalAvailable` is false and the screens send the user to the message instead.
const modules = import.meta.glob<{ default: ComponentType<ApprovalDialogProps> }>('../authority/ApprovalDialog.tsx');
const load = modules['../authority/ApprovalDialog.tsx'];
const ApprovalDialog = load ? lazy(load) : undefined;

export const approvalAvailable = ApprovalDialog !== undefined;

export function Approval(props: ApprovalDialogProps) {
  if (!ApprovalDialog) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalDialog {...props} />
    </Suspense>
  );
}
