import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

interface Job {
  what: string;
  ms: number;
  task: () => unknown;
  /** Runs once as soon as the job starts, too (archives that should not wait a whole interval). */
  atStart: boolean;
  timer?: NodeJS.Timeout;
  running: boolean;
}

/**
 * The application's background work: every job runs at its interval from start-up until the application
 * closes. A job given before start-up (from a constructor) waits for it, so nothing runs before every
 * module is ready. A run that fails is logged and the next comes as usual; a run still going when the
 * next is due is not started twice; the timers never keep the process alive.
 */
@Injectable()
export class Scheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(Scheduler.name);
  private readonly jobs: Job[] = [];
  private started = false;
  private stopped = false;

  /**
   * Runs `task` every `ms`, and with `atStart` once at start-up too; `what` names it in the log when it fails
   * ("Expiring holds failed: ...").
   */
  every(what: string, ms: number, task: () => unknown, { atStart = false } = {}): void {
    const job: Job = { what, ms, task, atStart, running: false };
    this.jobs.push(job);
    if (this.started) this.start(job);
  }

  /** Runs the job named `what` once now, as its timer would: a test's way to skip to the next tick. */
  async runNow(what: string): Promise<void> {
    const job = this.jobs.find((candidate) => candidate.what === what);
    if (!job) throw new Error(`No job named ${what}`);
    await this.run(job);
  }

  onApplicationBootstrap(): void {
    this.started = true;
    for (const job of this.jobs) this.start(job);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    for (const job of this.jobs) clearInterval(job.timer);
  }

  private start(job: Job): void {
    if (this.stopped || job.timer) return;
    job.timer = setInterval(() => void this.run(job), job.ms);
    job.timer.unref();
    if (job.atStart) void this.run(job);
  }

  private async run(job: Job): Promise<void> {
    if (job.running) return;
    job.running = true;
    try {
      await job.task();
    } catch (error) {
      this.logger.warn(`${job.what} failed: ${(error as Error).message}`);
    } finally {
      job.running = false;
    }
  }
}
