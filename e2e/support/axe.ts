/**
 * axe-core in the page. The shop's CSP forbids inline script, so the library is evaluated through
 * the DevTools protocol (page.evaluate), which CSP does not govern, instead of a <script> tag.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource: string = (require('axe-core') as { source: string }).source;

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations as AxeViolation[];
  });
}

export function isBlocking(violation: AxeViolation): boolean {
  return violation.impact === 'serious' || violation.impact === 'critical';
}

/** Readable report: rule id, impact, help text and link, then each failing element. */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  if (violations.length === 0) return `${where}: no violations`;
  const lines = [`${where}: ${violations.length} violation(s)`];
  for (const v of violations) {
    lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes.slice(0, 8)) {
      lines.push(`    - ${node.target.join(' ')}  ${node.html.slice(0, 160).replace(/\s+/g, ' ')}`);
      if (node.failureSummary) lines.push(`      ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}
