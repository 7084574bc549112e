#!/usr/bin/env node
// `npm run lighthouse`: starts the production site the way `npm start` does (site.mjs), on free ports with a
// throwaway data folder, runs Lighthouse's mobile profile (simulated throttling) on the public pages and
// prints one table of scores and metrics. Figures are printed, never asserted: TBT, and with it the
// performance score, moves with the machine's load, so compare runs made on the same quiet machine.
//
// Options: --runs N (median of N runs per page, default 1), --json <file> (write the figures as JSON),
// --verbose (name the LCP element and the elements that shifted), --only Home,/faqs (those pages only),
// --reports <dir> (keep each run's full Lighthouse report as JSON, to read its LCP breakdown and request chains),
// --traces <dir> (keep each run's Chromium trace, to see what the main thread's long tasks were made of),
// --shell-dist <dir> (serve another build of the shell's browser code, e.g. a copy of shell/dist built from
// the main branch: run once with it and once without, one after the other, for a before/after measured on the
// same machine in the same minutes).
//
// Each page is requested once before it is measured, with the images its HTML names, as a visitor finds a
// running site: the render server has kept the page and the API its images. A page measured cold instead
// counts its first render and the database's first image reads, at this machine's load, in the server
// response time that Lantern (Lighthouse's simulation) applies to every request of the site's origin.
// The load average and benchmarkIndex are printed with the figures: Lantern scales the main-thread time it measured, so a busy
// machine inflates FCP, LCP and above all TBT.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { freePort } from './free-port.mjs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { APPS, buildMissing, startSite } from './site.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'];

async function freePorts() {
  const ports = { api: await freePort(), render: await freePort() };
  for (const app of APPS) ports[app.name] = await freePort();
  return ports;
}

async function firstId(apiUrl, path) {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = await response.json();
  const list = Array.isArray(body)
    ? body
    : Array.isArray(body.data)
      ? body.data
      : (body.data?.items ?? body.items ?? []);
  const id = list[0]?._id;
  if (!id) throw new Error(`GET ${path} listed nothing to measure`);
  return id;
}

/** The pages of the issue, with ids of the demo content read from the API. */
async function pagesToMeasure(apiUrl) {
  const [tour, offer, post] = await Promise.all([
    firstId(apiUrl, '/api/destination'),
    firstId(apiUrl, '/api/offer'),
    firstId(apiUrl, '/api/Blog'),
  ]);
  return [
    { label: 'Home', path: '/' },
    { label: '/TourPage/{id}', path: `/TourPage/${tour}` },
    // German: the longest words, and its own rendered page (issue: the same bars as the English one).
    { label: '/de/TourPage/{id}', path: `/de/TourPage/${tour}` },
    { label: '/OfferDetails/{id}', path: `/OfferDetails/${offer}` },
    { label: '/BlogDetails/{id}', path: `/BlogDetails/${post}` },
    { label: '/hotel', path: '/hotel' },
    { label: '/destination', path: '/destination' },
    { label: '/contact', path: '/contact' },
    { label: '/faqs', path: '/faqs' },
  ];
}

/** Requests the page and the images its HTML names (img src and srcset, image preloads), once. */
async function warmUp(url) {
  const response = await fetch(url);
  const html = await response.text();
  const images = new Set();
  for (const [, value] of html.matchAll(
    /(?:src|srcSet|imageSrcSet|href)="([^"]*\/api\/images\/[^"]*)"/gi,
  ))
    for (const candidate of value.split(','))
      images.add(new URL(candidate.trim().split(/\s+/)[0].replaceAll('&amp;', '&'), url).href);
  await Promise.all(
    [...images].map((image) => fetch(image).then((answer) => answer.arrayBuffer())),
  );
}

/** Lantern multiplies each main-thread task's wall time by this (Lighthouse's mobile CPU slowdown). */
const CPU_SLOWDOWN = 4;

/** What a task of `ms` on this machine adds to TBT once Lantern has slowed it down: its time past 50 ms. */
const blockingMs = (ms) => Math.max(0, ms * CPU_SLOWDOWN - 50);

/**
 * What the page's main thread did after its first paint, from the run's trace: its tasks' wall time, the CPU
 * time they had of it, and the tasks long enough to count in TBT once multiplied (50 ms). Lantern simulates
 * from wall time, so on a machine whose cores are busy (Chromium's own processes, the servers) a task that
 * waited for a core counts as if it had computed all along: the CPU share shows how much of TBT is that.
 * `cpuTbtMs` is TBT counted the same way from each task's CPU time instead (what the page's own work costs,
 * whatever else the machine does), and `longestCpuMs` the longest task's CPU time (12.5 ms is TBT's edge).
 */
export function mainThreadAfterPaint(trace) {
  const events = trace?.traceEvents ?? [];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return undefined;
  const tid = events.find(
    (event) => event.pid === fcp.pid && event.ph === 'M' && event.args?.name === 'CrRendererMain',
  )?.tid;
  const tasks = events.filter(
    (event) =>
      event.pid === fcp.pid &&
      event.tid === tid &&
      event.ph === 'X' &&
      event.ts >= fcp.ts &&
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'),
  );
  const sum = (list, key) => list.reduce((total, task) => total + (task[key] ?? 0), 0) / 1000;
  const long = tasks.filter((task) => blockingMs(task.dur / 1000) > 0);
  return {
    wallMs: sum(tasks, 'dur'),
    cpuMs: sum(tasks, 'tdur'),
    longTasks: long.length,
    longWallMs: sum(long, 'dur'),
    longCpuMs: sum(long, 'tdur'),
    longestCpuMs: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)),
    cpuTbtMs: tasks.reduce((total, task) => total + blockingMs((task.tdur ?? 0) / 1000), 0),
  };
}

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    // Lighthouse's measure of the machine's speed as the run began (higher is faster): runs on a machine whose
    // speed varies compare only at a similar index.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // Why a page scores what it scores: the failing audits of the categories that are not 100.
    failing: Object.values(lhr.categories)
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
      )
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => audit.id),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.snippet,
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? item.node?.selector ?? ''}`,
    ),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function medianRun(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    seo: pick('seo'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    benchmarkIndexes: runs.map((run) => run.benchmarkIndex),
    cpuTbtMs: median(runs.map((run) => run.mainThread?.cpuTbtMs ?? NaN)),
    longestCpuMs: median(runs.map((run) => run.mainThread?.longestCpuMs ?? NaN)),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
    lcpElement: runs[0].lcpElement,
    shifts: runs[0].shifts,
  };
}

function benchmarkRange(results) {
  const indexes = results.flatMap(({ result }) => result.benchmarkIndexes).filter(Number.isFinite);
  if (indexes.length === 0) return 'unknown';
  return `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}`;
}

export function formatTable(results) {
  const rows = [
    '| Page | Performance | FCP | LCP | TBT | CLS | SEO | Accessibility | Best practices | TBT from CPU time | Longest task (CPU) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { label, result } of results) {
    rows.push(
      `| ${label} | ${result.performance} | ${(result.fcpMs / 1000).toFixed(2)} s | ` +
        `${(result.lcpMs / 1000).toFixed(2)} s | ${Math.round(result.tbtMs)} ms | ` +
        `${result.cls.toFixed(3)} | ${result.seo} | ${result.accessibility} | ${result.bestPractices} | ` +
        `${Math.round(result.cpuTbtMs)} ms | ${result.longestCpuMs.toFixed(1)} ms |`,
    );
  }
  return rows.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
      verbose: { type: 'boolean', default: false },
      only: { type: 'string' },
      reports: { type: 'string' },
      traces: { type: 'string' },
      'shell-dist': { type: 'string' },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const build = await buildMissing();
  if (build.failed.includes('api') || build.failed.includes('shell'))
    throw new Error('the API or the shell did not build');
  const dataDir = await mkdtemp(join(tmpdir(), 'travel-lighthouse-data-'));
  const ports = await freePorts();
  const shellDist = values['shell-dist'] ? resolve(values['shell-dist']) : undefined;
  const site = await startSite({
    ports,
    dataDir,
    healthTimeoutMs: 180000,
    // The render server takes its page template from the same build as the browser's code.
    ...(shellDist ? { roots: { shell: shellDist }, renderEnv: { SHELL_DIST: shellDist } } : {}),
    onPrepareLine: (line) => console.log(line),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const pages = (await pagesToMeasure(site.urls.api)).filter(
      (page) => !values.only || values.only.split(',').includes(page.label),
    );
    const results = [];
    let version = '';
    const loadAtStart = loadavg()[0];
    for (const page of pages) {
      await warmUp(`${site.urls.shell}${page.path}`);
      const pageRuns = [];
      for (let run = 0; run < runs; run++) {
        const outcome = await lighthouse(`${site.urls.shell}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!outcome?.lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        if (outcome.lhr.runtimeError)
          throw new Error(`${page.path}: ${outcome.lhr.runtimeError.message}`);
        version = outcome.lhr.lighthouseVersion;
        const name = `${page.label.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${run + 1}.json`;
        if (values.reports) {
          await mkdir(values.reports, { recursive: true });
          await writeFile(join(values.reports, name), JSON.stringify(outcome.lhr));
        }
        if (values.traces) {
          await mkdir(values.traces, { recursive: true });
          await writeFile(join(values.traces, name), JSON.stringify(outcome.artifacts.Trace));
        }
        pageRuns.push({
          ...figures(outcome.lhr),
          mainThread: mainThreadAfterPaint(outcome.artifacts.Trace),
        });
      }
      const result = medianRun(pageRuns);
      results.push({ ...page, result });
      console.log(
        `${page.label}: performance ${result.performance}; below 0.9: ${result.failing.join(', ') || 'none'}; ` +
          `TBT ${pageRuns.map((run) => Math.round(run.tbtMs)).join(', ')} ms at benchmarkIndex ` +
          `${result.benchmarkIndexes.map((index) => Math.round(index)).join(', ')}`,
      );
      for (const [index, { mainThread: thread }] of pageRuns.entries()) {
        if (!thread) continue;
        console.log(
          `  run ${index + 1}, main thread after the first paint: ${Math.round(thread.wallMs)} ms of tasks, ` +
            `${Math.round((100 * thread.cpuMs) / thread.wallMs)}% of it on a core; ${thread.longTasks} long ` +
            `enough for TBT (${Math.round(thread.longWallMs)} ms, of it ${Math.round(thread.longCpuMs)} ms CPU); ` +
            `longest task ${thread.longestCpuMs.toFixed(1)} ms CPU, TBT from CPU time ${Math.round(thread.cpuTbtMs)} ms`,
        );
      }
      if (values.verbose) {
        if (result.lcpElement) console.log(`  LCP element: ${result.lcpElement}`);
        for (const shift of result.shifts) console.log(`  layout shift: ${shift}`);
      }
    }
    console.log(
      `\nLighthouse ${version} mobile (simulated throttling), median of ${runs} run(s), ` +
        `load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end, ` +
        `benchmarkIndex ${benchmarkRange(results)}:\n`,
    );
    console.log(formatTable(results));
    if (values.json) await writeFile(values.json, JSON.stringify(results, null, 2));
  } finally {
    chrome.kill();
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
