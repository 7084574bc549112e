import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { normalizeIp } from '@nestjs/throttler';
import { ChangeFeed } from '../../cache/change-feed.service';
import { AVAILABILITY_CACHE_TAG } from '../../cache/cache-tags';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { EventBus } from '../../common/events/event-bus';
import { Scheduler } from '../../common/scheduling/scheduler';
import { eventFrame, HEARTBEAT_FRAME, openEventStream } from './event-stream';

/** What one stream shows, read again after every availability change. */
export interface TopicSource {
  /** The event name clients listen for. */
  event: string;
  /** The event's body as it stands (the same body as the matching plain read). */
  read(): Promise<unknown>;
  /** When the body changes without any write (a hold lapsing), if it will. */
  nextChange?(): Promise<Date | undefined>;
}

/**
 * Changes come in bursts (a busy slot sees many bookings a second): they are gathered this long and each
 * open topic is read once for all of them, well within the one second a change may take to show.
 */
const GATHER_MS = 50;
/**
 * A lapse is read a little after its moment, so the claims the read checks have certainly lapsed: the read
 * judges them by this instance's clock, which a timer may reach a millisecond early.
 */
const LAPSE_SLACK_MS = 20;

/** The heartbeat's job name in the scheduler. */
export const STREAMS_HEARTBEAT = 'The streams heartbeat';
export const TOO_MANY_STREAMS =
  'Too many live updates are open from your address. Please close a few pages and try again.';
export const STREAMS_FULL = 'Live updates are busy right now. Please reload the page in a moment.';

/** The clients of one topic, each with the body it was last sent. */
interface Topic {
  key: string;
  source: TopicSource;
  clients: Map<Response, string>;
  latest?: string;
  refreshing: boolean;
  again: boolean;
  lapse?: NodeJS.Timeout;
}

/**
 * The live availability streams of this instance. Every open page is a client of a topic (a destination's
 * day, an offer's window, the admin's bookings); one read per topic serves all its clients. A topic is
 * read again on every `availability-changed` event (bookings, holds, cancellations, sweeps, catalog
 * edits, on this instance or, through Redis, any other) and when the next hold on it lapses by itself;
 * a client is sent the body only when it differs from what it last got.
 */
@Injectable()
export class LiveStreams implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveStreams.name);
  private readonly topics = new Map<string, Topic>();
  private readonly perClient = new Map<string, number>();
  private readonly dirty = new Set<Topic>();
  /** Clients that may be sent events only while a check still passes (admin streams). */
  private readonly admits = new Map<Response, () => Promise<boolean>>();
  private open = 0;
  private gathering?: NodeJS.Timeout;
  private stopListening?: () => void;
  /** When this instance last heard of an availability change (the admin stream's body). */
  lastChange = new Date();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly changes: ChangeFeed,
    private readonly events: EventBus,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.events.on('availability-changed', () => this.changed());
    this.scheduler.every(STREAMS_HEARTBEAT, this.config.streamHeartbeatSeconds * 1000, () =>
      this.beat(),
    );
  }

  /** Ends every stream, so the server can close (clients reconnect to another instance). */
  onModuleDestroy(): void {
    this.stopListening?.();
    clearTimeout(this.gathering);
    for (const topic of this.topics.values()) {
      clearTimeout(topic.lapse);
      for (const res of topic.clients.keys()) res.end();
    }
    this.topics.clear();
  }

  /**
   * Opens a stream of `key` on `res`: refuses a client over its limit (429) or a full instance (503), reads
   * the body first (so a missing destination is a 404, not an empty stream) and sends it as the first event.
   * `admit`, when given, is asked before every later event and at every heartbeat: false ends the stream.
   */
  async attach(
    key: string,
    source: TopicSource,
    req: Request,
    res: Response,
    admit?: () => Promise<boolean>,
  ): Promise<void> {
    // By the /64 for IPv6, as the rate limits count clients: one subscriber gets a whole /64.
    const client = normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    this.reserve(client);
    let body: string;
    try {
      body = JSON.stringify(await source.read());
    } catch (error) {
      this.unreserve(client);
      throw error;
    }
    if (req.destroyed || res.writableEnded) {
      this.unreserve(client);
      return;
    }
    openEventStream(res);
    res.write(eventFrame(source.event, body));

    let topic = this.topics.get(key);
    if (!topic) {
      topic = { key, source, clients: new Map(), refreshing: false, again: false };
      this.topics.set(key, topic);
    }
    topic.clients.set(res, body);
    if (admit) this.admits.set(res, admit);
    if (topic.latest === undefined) {
      topic.latest = body;
      void this.scheduleLapse(topic);
    } else if (topic.latest !== body) {
      // Read at another moment than the topic's last read: one more read settles who is behind.
      this.markDirty(topic);
    }
    const joined = topic;
    res.on('close', () => this.detach(joined, res, client));
  }

  private detach(topic: Topic, res: Response, client: string): void {
    this.admits.delete(res);
    if (!topic.clients.delete(res)) return;
    this.unreserve(client);
    if (topic.clients.size === 0 && this.topics.get(topic.key) === topic) {
      clearTimeout(topic.lapse);
      this.topics.delete(topic.key);
      this.dirty.delete(topic);
    }
  }

  private reserve(client: string): void {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.config.streamsPerClient) {
      throw new HttpException(TOO_MANY_STREAMS, HttpStatus.TOO_MANY_REQUESTS);
    }
    if (this.open >= this.config.maxStreams) {
      throw new HttpException(STREAMS_FULL, HttpStatus.SERVICE_UNAVAILABLE);
    }
    this.perClient.set(client, held + 1);
    this.open++;
  }

  private unreserve(client: string): void {
    const held = (this.perClient.get(client) ?? 1) - 1;
    if (held > 0) this.perClient.set(client, held);
    else this.perClient.delete(client);
    this.open--;
  }

  private changed(): void {
    this.lastChange = new Date();
    for (const topic of this.topics.values()) this.markDirty(topic);
  }

  private markDirty(topic: Topic): void {
    this.dirty.add(topic);
    if (this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      const topics = [...this.dirty];
      this.dirty.clear();
      for (const dirty of topics) void this.refresh(dirty);
    }, GATHER_MS);
    this.gathering.unref();
  }

  /** Reads the topic again and sends the body to clients that have another; answers whether it changed. */
  private async refresh(topic: Topic): Promise<boolean> {
    if (topic.refreshing) {
      topic.again = true;
      return false;
    }
    topic.refreshing = true;
    let changed = false;
    try {
      do {
        topic.again = false;
        const body = JSON.stringify(await topic.source.read());
        changed ||= body !== topic.latest;
        topic.latest = body;
        const frame = eventFrame(topic.source.event, body);
        for (const [res, sent] of topic.clients) {
          if (sent === body || !(await this.admitted(res))) continue;
          res.write(frame);
          topic.clients.set(res, body);
        }
        await this.scheduleLapse(topic);
      } while (topic.again && topic.clients.size > 0);
    } catch (error) {
      // The clients keep what they have; the next change or lapse reads again.
      this.logger.warn(`Reading ${topic.key} for its streams failed: ${(error as Error).message}`);
    } finally {
      topic.refreshing = false;
    }
    return changed;
  }

  private async scheduleLapse(topic: Topic): Promise<void> {
    if (!topic.source.nextChange) return;
    let at: Date | undefined;
    try {
      at = await topic.source.nextChange();
    } catch (error) {
      this.logger.warn(`Reading ${topic.key}'s next lapse failed: ${(error as Error).message}`);
      return;
    }
    clearTimeout(topic.lapse);
    topic.lapse = undefined;
    if (!at || topic.clients.size === 0) return;
    const delay = Math.max(0, at.getTime() - Date.now()) + LAPSE_SLACK_MS;
    topic.lapse = setTimeout(() => void this.lapsed(topic), delay);
    topic.lapse.unref();
  }

  /**
   * A hold lapsed by itself: nothing wrote, so nothing told anyone. Once its places show as free here, the
   * change is published like a write's, for the plain reads' cache and the other instances' streams.
   */
  private async lapsed(topic: Topic): Promise<void> {
    topic.lapse = undefined;
    if (await this.refresh(topic)) await this.changes.invalidate(AVAILABILITY_CACHE_TAG);
  }

  private beat(): void {
    for (const topic of this.topics.values()) {
      for (const res of topic.clients.keys()) res.write(HEARTBEAT_FRAME);
    }
    for (const res of this.admits.keys()) void this.admitted(res);
  }

  /** Whether the client may still be sent events; one that may not is ended (its close detaches it). */
  private async admitted(res: Response): Promise<boolean> {
    const admit = this.admits.get(res);
    if (!admit || (await admit())) return true;
    res.end();
    return false;
  }
}
