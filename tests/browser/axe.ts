// The one axe check of the browser tests (WCAG 2.2 AA tags): the serious and critical violations of the page as it
// is now, each named with up to three of its elements, so a failure says where to look. Legacy mode runs axe in the
// page itself: the default opens a blank page per scan to merge the frames' results, half a second of CPU a scan
// (about 150 scans a run) for frames the console does not have.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const SERIOUS_IMPACTS = new Set(['serious', 'critical']);

export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => SERIOUS_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} [${(v.nodes[0]?.any[0]?.message ?? '').slice(0, 160)}; ${(v.nodes[0]?.html ?? '').slice(0, 120)}]`);
}
