// The remote visit's calls: the flow (gate, visit link, connection check, in that order; each answer read through
// the catalogue, classifyAccess) and the mutation a button runs it with. The button shows what it ends with.
import { useRef, useState } from 'react';
import { useMutation } from '../data/mutation';
import { outcomeMessage, type Outcome } from '../../domain/resultCodes';
import { ACCESS_RESULTS, classifyAccess, type AccessResult } from '../../domain/visitResults';
import { accessUrl } from '../../domain/accessUrl';
import type { Brand } from '../../domain/brands';
import type { Machine } from '../../domain/wire/machine';
import type { Http, Result } from '../../transport/http';
import { checkCloudServiceState, enterpriseValidVisitUrl, getValidVisitUrl, testMachineState } from '../../transport/api/visit';
import { projectVisitUrl } from '../../transport/api/projects';
import { browserTerminalUUID } from '../auth/terminal';

export type VisitMode = 'personal' | 'enterprise' | 'maintenance' | 'project';
export type VisitStep = 'checking' | 'link' | 'testing';

export type VisitEnd =
  /** The cloud's answer, with the address to open on success. */
  | { type: 'access'; result: AccessResult; url?: string }
  /** The call itself failed (no answer, HTTP error, expired token): the catalogue's message for it. */
  | { type: 'call'; message: { key: string; values?: Record<string, unknown> } }
  /** Stopped in the console: visit namespace keys. */
  | { type: 'local'; messageKey: string; nextStepKey: string };

export interface VisitDeps {
  http: Http;
  brand: Pick<Brand, 'machineAccess'>;
  /** The console page's protocol, so a device address on a plain-http installation stays plain. */
  protocol: string;
  terminalID: string;
}

function failed(outcome: Outcome, step: 'gate' | 'url' | 'check'): VisitEnd {
  if (outcome.kind === 'business') return { type: 'access', result: classifyAccess(outcome.code, outcome.serverMessage, step) };
  return { type: 'call', message: outcomeMessage(outcome) };
}

export async function runVisit(
  deps: VisitDeps,
  machine: Pick<Machine, 'machine_id' | 'limit_authority' | 'cloudState' | 'eid'> & { emq_project_id?: number | null },
  mode: VisitMode,
  onStep: (step: VisitStep) => void = () => undefined,
): Promise<VisitEnd> {
  if (machine.cloudState === 0) return { type: 'local', messageKey: 'visit:cloudClosed', nextStepKey: 'visit:cloudClosedNext' };
  const ids = { machineID: machine.machine_id, terminalID: deps.terminalID };

  let link: Result<{ url: string }>;
  if (mode === 'personal') {
    onStep('checking');
    // visitAlidTimeID is the caller's visit-time record; the cloud finds it by user and device, 0 lets it.
    const gate = await checkCloudServiceState(deps.http, { ...ids, visitAlidTimeID: 0, limitAuthority: machine.limit_authority });
    if (!gate.ok) return failed(gate.outcome, 'gate');
    onStep('link');
    link = await getValidVisitUrl(deps.http, ids);
  } else if (mode === 'project') {
    // A project's device, opened through its project (eapi machine/getVisitUrl).
    onStep('link');
    link = await projectVisitUrl(deps.http, { ...ids, id: machine.emq_project_id ?? 0 });
  } else {
    onStep('link');
    link = await enterpriseValidVisitUrl(deps.http, { ...ids, eid: machine.eid });
  }
  if (!link.ok) return failed(link.outcome, 'url');
  const url = accessUrl(typeof link.data?.url === 'string' ? link.data.url : '', deps.brand, deps.protocol);
  if (!url) return { type: 'local', messageKey: 'visit:noAddress', nextStepKey: 'visit:next.failed' };

  onStep('testing');
  const check = await testMachineState(deps.http, { testUrl: url });
  if (!check.ok) return failed(check.outcome, 'check');
  if (check.data && check.data.online === false) return { type: 'access', result: ACCESS_RESULTS.offline };
  return { type: 'access', result: ACCESS_RESULTS.success, url };
}

/** What a visit is asked with: the device, the list it is opened from and the console page's protocol. */
export interface VisitRequest {
  machine: Parameters<typeof runVisit>[1];
  mode: VisitMode;
  protocol: string;
}

/**
 * The remote visit as a mutation: `step` is the step under way (null when none), and `start` asks for a visit
 * unless one is already under way (a second click while the first runs does nothing). The visit reads and changes
 * nothing the cache holds, so nothing is invalidated.
 */
export function useRemoteVisit(http: Http, brand: VisitDeps['brand']) {
  const [step, setStep] = useState<VisitStep | null>(null);
  const running = useRef(false);
  const visit = useMutation({
    mutationFn: ({ machine, mode, protocol }: VisitRequest) => runVisit({ http, brand, protocol, terminalID: browserTerminalUUID() }, machine, mode, setStep),
    onSettled: () => {
      running.current = false;
      setStep(null);
    },
  });
  const start = (request: VisitRequest, onEnd: (end: VisitEnd) => void) => {
    if (running.current) return;
    running.current = true;
    visit.mutate(request, { onSuccess: onEnd });
  };
  return { step, start };
}
