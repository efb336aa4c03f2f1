// The test plans QA gets are the paths the suite plays, and they can be followed on a picture: `npm run paths --
// MACHINE` starts with the machine's state diagram (Mermaid stateDiagram-v2), and every step of every path names an
// arrow of that diagram, or says the event is ignored where it arrives (and then the state stays).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventTypeLabel, generatePaths, machinePaths, MACHINE_MODELS, MACHINE_NAMES } from '../../src/machines/paths';
import { toMarkdown } from '../../src/machines/pathFormats';
import { arrowOf, stateChart, stateName } from '../../src/machines/stateChart';

describe('the test plan of every machine', () => {
  it.each(MACHINE_NAMES)('%s: starts with its state diagram, and lists the played paths numbered as the tests are', (machine) => {
    const plan = toMarkdown(machine, generatePaths(machine));
    const fence = plan.indexOf('```mermaid\nstateDiagram-v2\n');
    expect(fence).toBeGreaterThan(0);
    expect(plan.indexOf('\n## 1. ')).toBeGreaterThan(fence);
    const numbers = [...plan.matchAll(/^## (\d+)\. /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual(machinePaths(machine).map((p) => p.id));
  });

  it.each(MACHINE_NAMES)('%s: every step follows an arrow of the diagram, or is ignored and stays', (machine) => {
    const chart = stateChart(MACHINE_MODELS[machine]!.machine);
    const drawn = new Set(chart.mermaid.split('\n').flatMap((line) => /--> (\S+): (\S+)/.exec(line)?.slice(2, 3) ?? []));
    const ids = chart.mermaid;
    for (const path of generatePaths(machine)) {
      path.steps.slice(1).forEach((step, n) => {
        const before = path.steps[n]!.state;
        const arrow = arrowOf(chart, before, step.event.type, step.state);
        const where = `${path.id}. ${path.name}, step ${n + 1}`;
        if (arrow) expect(drawn, where).toContain(eventTypeLabel(step.event.type));
        else expect(stateName(step.state), where).toBe(stateName(before));
        expect(ids, where).toContain(stateName(step.state).replace(/\./g, '_'));
      });
    }
  });
});

describe('the state diagram', () => {
  const session = stateChart(MACHINE_MODELS.session!.machine).mermaid;

  it('draws composite states with their inner arrows, and arrows of the whole machine from where they hold', () => {
    expect(session).toMatch(/state "codeStep" as codeStep \{\n\s+\[\*\] --> codeStep_waiting\n[\s\S]*?codeStep_waiting --> codeStep_verifying: SUBMIT_CODE\n[^}]*\n {2}\}/);
    expect(session).toContain('codeStep --> loggedOut: CANCEL_CODE');
    expect(session).toContain('loggedOut --> loggedIn: QR_LOGIN');
    expect(session).toContain('loggingIn --> loggedIn: QR_LOGIN');
    expect(session).not.toContain('kickedOut --> loggedIn: QR_LOGIN');
    expect(session).toContain('starting --> loggedIn: always [hasToken]');
    expect(session).toContain('expired --> loggedOut: after(LOGOUT_DELAY)');
  });

  it('marks the final states', () => {
    const audit = stateChart(MACHINE_MODELS.audit!.machine).mermaid;
    for (const end of ['allPassed', 'akeyRefused', 'bkeyRefused']) expect(audit).toContain(`${end} --> [*]`);
  });
});

describe('one generator for the suite and QA', () => {
  it.each(['session', 'realtime', 'unread', 'audit', 'roles', 'ownerTransfer'])('tests/model/%s plays the generated paths of its machine', (machine) => {
    const test = readFileSync(`tests/model/${machine}.model.test.ts`, 'utf8');
    expect(test).toContain(`machinePaths('${machine}')`);
    expect(test).not.toMatch(/getSimplePaths|getShortestPaths|getAdjacencyMap|getPathsFromEvents/);
  });
});
