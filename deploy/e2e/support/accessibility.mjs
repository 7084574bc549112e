// axe-core checks shared by the browser specs: every screen is held to WCAG 2.1 A and AA, and a serious or
// critical violation fails the test.
import { AxeBuilder } from '@axe-core/playwright';
import assert from 'node:assert/strict';

/** The page's WCAG 2.1 A/AA violations of the impacts given as it is now, one readable line each. */
export async function violations(page, impacts = ['minor', 'moderate', 'serious', 'critical']) {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found
    .filter((v) => impacts.includes(v.impact))
    .map(
      (v) =>
        `axe ${v.impact} ${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')})`,
    );
}

/** The page's serious and critical WCAG 2.1 A/AA violations as it is now, one readable line each. */
export const seriousViolations = (page) => violations(page, ['serious', 'critical']);

/** Fails, naming `name` and each violation, unless the page as it is now has no serious one. */
export async function assertAccessible(page, name) {
  assert.deepEqual(await seriousViolations(page), [], `${name}: accessibility violations`);
}
