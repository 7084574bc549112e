// Checks by tools the web's own maintainers keep: the Nu HTML Checker (vnu-jar, with Java) on the HTML the
// server sends, and Google's rich-result rules (@adobe/structured-data-validator) on a page's structured data.
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const VNU_JAR = createRequire(import.meta.url)('vnu-jar');

/**
 * The checker's CSS part reports `calc(... var(--x))` as an error though it is valid CSS (it does not resolve
 * custom properties): its CSS messages on a declaration that uses var() are left out, and printed. Every
 * other message counts.
 */
const isCssMessage = (message) =>
  /^CSS: /.test(message.message) && /var\(/.test(message.extract ?? '');

/**
 * Runs the Nu HTML Checker once over every page (one Java start), errors only.
 * @param {Array<{ name: string, html: string }>} pages
 * @returns {Promise<{ errors: string[], cssLeftOut: string[] }>} cssLeftOut: the distinct CSS messages
 */
export async function nuHtmlErrors(pages) {
  const dir = await mkdtemp(join(tmpdir(), 'travel-vnu-'));
  try {
    const files = [];
    for (const [index, { name, html }] of pages.entries()) {
      const file = join(dir, `${index}-${name.replace(/[^\w-]+/g, '_')}.html`);
      await writeFile(file, html);
      files.push(file);
    }
    const output = await new Promise((resolve, reject) =>
      // Exit code 1 means "errors found": the JSON on stderr says which.
      execFile(
        'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, stderr) =>
          error && error.code !== 1
            ? reject(new Error(`vnu: ${stderr || error.message}`))
            : resolve(stderr),
      ),
    );
    const { messages } = JSON.parse(output);
    const names = new Map(files.map((file, index) => [`file:${file}`, pages[index].name]));
    const errors = messages
      .filter((message) => !isCssMessage(message))
      .map(
        (message) =>
          `${names.get(message.url) ?? message.url}:${message.lastLine ?? '?'} ${message.type}: ${message.message}`,
      );
    const cssLeftOut = [
      ...new Set(messages.filter(isCssMessage).map((message) => message.message)),
    ];
    return { errors, cssLeftOut };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The page's JSON-LD, microdata and RDFa held to Google's rich-result rules (the validator's schema.org
 * check is off: `null` would have it fetch the vocabulary, and the rich-result rules are the stricter part).
 * @returns {Promise<{ types: string[], errors: string[], warnings: number }>}
 */
export async function structuredDataIssues(html) {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html);
  const types = Object.values(extracted)
    .filter((group) => group && typeof group === 'object')
    .flatMap((group) => Object.keys(group))
    .filter((type) => /^[A-Z]/.test(type));
  const issues = await new Validator(null).validate(extracted);
  return {
    types,
    errors: issues
      .filter((issue) => issue.severity === 'ERROR')
      .map(
        (issue) =>
          `${issue.path?.map((step) => step.type).join(' > ') ?? ''}: ${issue.issueMessage}`,
      ),
    warnings: issues.filter((issue) => issue.severity !== 'ERROR').length,
  };
}
