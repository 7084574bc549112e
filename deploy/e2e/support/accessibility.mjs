// axe-core checks shared by the browser specs: every screen is held to WCAG 2.1 A and AA, and a serious or
// critical violation fails the test.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';

/** The page's serious and critical WCAG 2.1 A/AA violations as it is now, one readable line each. */
export async function seriousViolations(page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}

/** Fails, naming `name` and each violation, unless the page as it is now has no serious one. */
export async function assertAccessible(page, name) {
  assert.deepEqual(await seriousViolations(page), [], `${name}: accessibility violations`);
}
