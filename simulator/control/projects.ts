// /__sim/projects: the simulator's projects and their reporting, for QA and tests.
//   GET  /__sim/projects                        every project with its users, devices and delivery log
//   POST /__sim/projects/report {id}            send a report of that project now (waits for its attempts)
//   POST /__sim/projects/reporting {intervalMs?, backoffMs?, maxAttempts?, timeoutMs?, graceMs?, allow?}
//                                               tune the reporter (Node server only); `allow` adds host:port
//                                               pairs reports may reach though internal (a QA receiver)
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { projectState, reporterOf, type ReportingConfig } from '../reporting/state';
import { fieldsOf } from '../narrow';

const TUNABLE: ReadonlyArray<Exclude<keyof ReportingConfig, 'allow'>> = ['intervalMs', 'backoffMs', 'maxAttempts', 'timeoutMs', 'graceMs'];

async function jsonOf(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return fieldsOf(body);
  } catch {
    return {};
  }
}

export function projectControlHandlers(sim: Sim) {
  const summary = () =>
    [...projectState(sim.world).projects.values()].map((p) => ({
      id: p.id, eid: p.eid, type: p.type, name: p.name, ownerId: p.ownerId, memberIds: p.memberIds, machineIds: p.machineIds,
      reportState: p.reportState, server: p.server, previousKeyValidUntil: p.previousKey?.validUntil ?? null, deliveries: p.deliveries,
    }));

  return [
    http.get('*/__sim/projects', () => HttpResponse.json({ delivering: reporterOf(sim) !== undefined, projects: summary() })),

    http.post('*/__sim/projects/report', async ({ request }) => {
      const id = Number((await jsonOf(request)).id);
      const project = projectState(sim.world).projects.get(id);
      if (!project) return HttpResponse.json({ error: 'no such project' }, { status: 404 });
      const reporter = reporterOf(sim);
      if (!reporter) return HttpResponse.json({ error: 'this simulator does not send reports (the browser demo)' }, { status: 409 });
      if (project.reportState !== 1 || !project.server) return HttpResponse.json({ error: 'reporting is off or no server is configured' }, { status: 409 });
      await reporter.reportNow(id);
      return HttpResponse.json({ id, deliveries: project.deliveries });
    }),

    http.post('*/__sim/projects/reporting', async ({ request }) => {
      const reporter = reporterOf(sim);
      if (!reporter) return HttpResponse.json({ error: 'this simulator does not send reports (the browser demo)' }, { status: 409 });
      const body = await jsonOf(request);
      for (const key of TUNABLE) {
        const value = Number(body[key]);
        if (body[key] !== undefined && Number.isFinite(value) && value > 0) (reporter.config[key] as number) = key === 'maxAttempts' ? Math.floor(value) : value;
      }
      if (body.allow !== undefined) {
        const pairs = Array.isArray(body.allow) ? body.allow : [body.allow];
        if (pairs.length > 100 || !pairs.every((p) => typeof p === 'string' && /^[^\s/@]{1,300}:\d{1,5}$/.test(p))) {
          return HttpResponse.json({ error: 'allow is a list of host:port pairs' }, { status: 400 });
        }
        reporter.config.allow = [...new Set([...reporter.config.allow, ...(pairs as string[])])];
      }
      sim.log.add('control', `reporting: ${JSON.stringify(reporter.config)}`);
      return HttpResponse.json(reporter.config);
    }),
  ];
}
