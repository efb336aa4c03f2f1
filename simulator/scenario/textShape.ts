// How deep and how big a YAML or JSON text would be, read from the text before any parser builds a node. The `yaml`
// package recurses per nesting level: 100,000 `[` ended the whole process (V8's "RegExpCompiler Allocation failed"),
// so a scenario deeper or bigger than any real one is refused with the reason while it is still a string.

export const TEXT_SHAPE_LIMITS = {
  /** Nesting of mappings and sequences, block and flow together; the scenario format needs 6. */
  depth: 64,
  /** Nodes (scalars, mappings and sequences, estimated from the text); the bundled scenarios have under 200. */
  nodes: 250_000,
} as const;

/** Indicators after which a quote opens a quoted scalar (elsewhere, as in `it's`, it is part of a plain scalar). */
const QUOTE_MAY_OPEN = new Set(['', '[', '{', ',', ':', '-', '?', '!', '&', '|', '>']);

/**
 * Why the text is too deep or too big, or '' when it is within the limits. It over-counts rather than under-counts:
 * brackets inside a plain scalar count as nesting, so a strange but harmless text may be refused, never a deep one
 * taken. Multi-line quoted scalars and flow collections do not move the block indentation.
 */
export function textShapeProblem(text: string, limits: { depth: number; nodes: number } = TEXT_SHAPE_LIMITS): string {
  let flow = 0;
  let nodes = 0;
  let quote: '"' | "'" | undefined;
  let previous = '';
  const indents: number[] = [];
  let maxDepth = 0;
  const tooDeep = () => `the text nests more than ${limits.depth} levels deep; at most ${limits.depth} are read`;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (quote === '"' && c === '\\') i += 1;
      else if (c === quote) {
        if (quote === "'" && text[i + 1] === "'") i += 1;
        else {
          quote = undefined;
          previous = 'x';
        }
      }
      continue;
    }
    const lineStart = i === 0 || text[i - 1] === '\n';
    if (lineStart && flow === 0) {
      // Block context: the indentation, then any `- ` or `? ` that open one more level each on the same line.
      let j = i;
      while (text[j] === ' ') j += 1;
      const indent = j - i;
      let dashes = 0;
      while ((text[j] === '-' || text[j] === '?') && (text[j + 1] === ' ' || text[j + 1] === '\n' || text[j + 1] === undefined)) {
        dashes += 1;
        j += 2;
        while (text[j] === ' ') j += 1;
      }
      const blank = text[j] === '\n' || text[j] === '\r' || text[j] === '#' || j >= text.length;
      if (!blank) {
        while (indents.length > 0 && indents[indents.length - 1]! >= indent) indents.pop();
        indents.push(indent);
        const depth = indents.length + dashes;
        if (depth > maxDepth) maxDepth = depth;
        if (maxDepth > limits.depth) return tooDeep();
        nodes += 2 + dashes;
      }
      previous = '';
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      const end = text.indexOf('\n', i);
      if (end < 0) break;
      i = end - 1;
      continue;
    }
    if (c === '[' || c === '{') {
      flow += 1;
      nodes += 1;
      if (indents.length + flow > limits.depth) return tooDeep();
    } else if (c === ']' || c === '}') {
      flow = Math.max(0, flow - 1);
    } else if (c === ',') {
      nodes += 1;
    } else if ((c === '"' || c === "'") && QUOTE_MAY_OPEN.has(previous)) {
      quote = c;
      continue;
    }
    if (nodes > limits.nodes) return `the text holds more than ${limits.nodes} values; at most ${limits.nodes} are read`;
    if (c === '\n') previous = '';
    else if (c !== ' ' && c !== '\t' && c !== '\r') previous = c === '[' || c === '{' || c === ',' || c === ':' || c === '-' || c === '?' || c === '!' || c === '&' || c === '|' || c === '>' ? c : 'x';
  }
  return '';
}
