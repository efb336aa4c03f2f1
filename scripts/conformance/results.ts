// What a conformance run reports per path, in a file of its own: run.ts and the catalogue it plays both build
// these, and the reports read them, so none imports another for its types.
export type StepResult = { event: string; expected: unknown; observed: unknown; ok: boolean };
export type PathResult = { suite: string; name: string; status: 'pass' | 'differs' | 'skipped'; steps: StepResult[]; reason?: string };
