// A machine's state diagram as Mermaid `stateDiagram-v2` (drawn by code hosts and editors), read from the machine's
// own definition, and the arrows it draws, so that a test plan's steps can be found on it: each arrow is labelled as
// `eventTypeLabel` labels a step's event. Pure: a machine in, text out.
import type { AnyStateMachine } from 'xstate';
import { fieldOf, isRecord } from '../domain/wire/record';
import { eventTypeLabel } from './paths';

type Node = AnyStateMachine['root'];

/** An arrow of the diagram: from a state (dotted path, '' for the machine itself), its label, to a state. */
export type ChartArrow = { from: string; label: string; to: string };
export type StateChart = { mermaid: string; arrows: ChartArrow[] };

const dotted = (node: Node) => node.path.join('.');
/** Mermaid ids cannot hold dots: `codeStep.waiting` is drawn as `codeStep_waiting`, labelled `waiting`. */
const idOf = (name: string) => name.replace(/\./g, '_');

/** A field of a guard: XState's built-in guards (`stateIn`, `or`) are functions that carry their arguments as properties. */
const guardField = (guard: unknown, key: string): unknown => fieldOf(typeof guard === 'function' ? { ...guard } : guard, key);

/** The name a guard is known by, when it has one (`hasToken`); inline guards stay unnamed. */
function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  const type = guardField(guard, 'type');
  return typeof type === 'string' ? type : undefined;
}

/** The states an `stateIn(...)`, or an `or` of them, allows: where an arrow of the whole machine can start. */
function stateInSources(guard: unknown): string[] | undefined {
  const one = (g: unknown) => {
    const value = guardField(g, 'stateValue');
    return typeof value === 'string' ? value.replace(/^#[^.]+\./, '') : undefined;
  };
  const single = one(guard);
  if (single) return [single];
  const guards = guardField(guard, 'guards');
  const all = (Array.isArray(guards) ? guards : []).map(one);
  const named = all.filter((name): name is string => Boolean(name));
  return all.length > 0 && named.length === all.length ? named : undefined;
}

/** The composite state both ends of an arrow lie in ('' for the machine): Mermaid draws an arrow inside it. */
function enclosing(from: string, to: string): string {
  const a = from.split('.');
  const b = to.split('.');
  const common: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) - 1 && a[i] === b[i]; i += 1) common.push(a[i]!);
  return common.join('.');
}

export function stateChart(machine: AnyStateMachine): StateChart {
  const root = machine.root;
  const arrows: (ChartArrow & { text: string })[] = [];

  const collect = (node: Node) => {
    const from = dotted(node);
    const add = (type: string, transition: { target?: readonly Node[]; guard?: unknown }) => {
      const guard = guardName(transition.guard);
      const label = eventTypeLabel(type);
      const sources = from === '' ? (stateInSources(transition.guard) ?? Object.values(node.states).map(dotted)) : [from];
      for (const source of sources) {
        for (const target of transition.target ?? [node]) {
          const to = target === node ? source : dotted(target);
          arrows.push({ from: source, label, to, text: `${idOf(source)} --> ${idOf(to)}: ${label}${guard ? ` [${guard}]` : ''}` });
        }
      }
    };
    for (const [type, transitions] of node.transitions) for (const transition of transitions) add(type, transition);
    for (const transition of node.always ?? []) add('always', transition);
    for (const child of Object.values(node.states)) collect(child);
  };
  collect(root);

  const lines: string[] = ['stateDiagram-v2'];
  const draw = (node: Node, indent: string) => {
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${idOf(dotted(initial))}`);
    for (const child of Object.values(node.states)) {
      const name = dotted(child);
      const label = child.path.at(-1)!;
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state "${label}" as ${idOf(name)} {`);
        draw(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else if (name !== label) lines.push(`${indent}state "${label}" as ${idOf(name)}`);
      if (child.type === 'final') lines.push(`${indent}${idOf(name)} --> [*]`);
    }
    for (const arrow of arrows) if (enclosing(arrow.from, arrow.to) === dotted(node)) lines.push(`${indent}${arrow.text}`);
  };
  draw(root, '  ');
  return { mermaid: lines.join('\n'), arrows: arrows.map(({ from, label, to }) => ({ from, label, to })) };
}

/** The dotted name of a state value: `codeStep.waiting` for `{ codeStep: 'waiting' }`. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[parent, child] = ['', '']] = Object.entries(isRecord(value) ? value : {});
  return `${parent}.${stateName(child)}`;
}

/**
 * The arrow a step follows: from the state before (or a state enclosing it, whose arrows hold for its inner
 * states) with the step's label, into the state after (or into a state enclosing it, which enters its initial
 * state). Undefined when the diagram has no such arrow: the event is ignored where it arrives.
 */
export function arrowOf(chart: StateChart, before: unknown, eventType: string, after: unknown): ChartArrow | undefined {
  const label = eventTypeLabel(eventType);
  const from = stateName(before);
  const to = stateName(after);
  const within = (state: string, outer: string) => state === outer || state.startsWith(`${outer}.`);
  return chart.arrows.find((a) => a.label === label && within(from, a.from) && within(to, a.to) && (a.from !== a.to || from === to));
}
