import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, mongo, Types } from 'mongoose';
import { InsertBatcher } from '../common/writes/insert-batcher';
import { inRuns } from '../common/writes/statements-per-write';
import { driverCollection } from '../common/writes/driver-collection';
import { QuotaToken } from './quota-token.schema';

/** Units of one quota a request asks for: tokens `<scope>|<n>`, n below `cap`. */
export interface QuotaAsk {
  /** What the quota is of, prefixed by its kind (`mail|<address>|<hour>`): only ever compared whole. */
  scope: string;
  cap: number;
  count: number;
  /** Whose units they are: only the holder gives them back (see giveBack). */
  holder?: Types.ObjectId;
  /** When the units stop counting by themselves (a hold's lapse); without it, when the scope's time is over. */
  expiresAt?: Date;
}

/** The tokens a request took, per ask in the order asked, to give back later (a hold keeps its own on its booking). */
export type QuotaGrant =
  { ok: true; tokens: string[][] } | { ok: false; short: number; got: number };

/** The most units seen taken that are tried again, and the most read back, when no unseen unit is left. */
const MAX_CHECKED = 64;
/**
 * Rounds of unseen units before the units seen taken are tried again. Instances do not see each other's picks:
 * each round they collide on some units, and the refused requests try others the next round.
 */
const INSERT_ROUNDS = 6;
/** Unseen units are picked at random among this many from the lowest (or all below a smaller cap). */
const PICK_SPAN = 1024;
const HOUR = 3_600_000;
/** Tokens are kept this long after `at`: any quota's own time is over by then. */
const KEEP_MS = 2 * HOUR;
const SWEEP_EVERY_MS = 10 * 60_000;
/** What this instance remembers of a scope it has not used for this long is forgotten. */
const FORGET_AFTER_MS = HOUR;
/**
 * The longest a refusal trusts an earlier read of the taken units (quietUntil): a unit given back and taken
 * again elsewhere may lapse sooner than those read, and the holds' own sweep frees lapsed units every minute.
 */
const LAPSE_RECHECK_MS = 60_000;

interface ScopeMemory {
  /** Units this instance saw taken (by itself or, refused, by another). */
  taken: Set<number>;
  /** The lowest unit not in `taken`. */
  floor: number;
  usedAt: number;
  /**
   * No unit this instance read back lapses before this (ms; 0: unknown): a request refused meanwhile does not
   * read them again. Forgotten once a unit of the scope is taken or given back here.
   */
  quietUntil: number;
}

/** One ask being taken: the units it got and those it tried. */
interface Taking {
  ask: QuotaAsk;
  got: number[];
  tried: Set<number>;
}

type StoredToken = { _id: string; at: Date; holder?: Types.ObjectId; expiresAt?: Date };

/**
 * Bounded quotas as numbered tokens, taken by inserting them (see QuotaToken): an address's mails per hour,
 * and what unconfirmed holds may take per client, per address and per tour time. Nothing is counted or
 * scanned: a request inserts the units it wants (with the other requests of the moment, one insert), keeps
 * those the unique `_id` accepts, and only when too few are left reads the taken ones back by `_id` to find
 * lapsed holds' units. What this instance has seen taken steers which units it tries first.
 */
@Injectable()
export class QuotaTokens {
  private readonly logger = new Logger(QuotaTokens.name);
  private readonly batcher: InsertBatcher<StoredToken>;
  private readonly memory = new Map<string, ScopeMemory>();
  private lastSweep = 0;

  constructor(@InjectModel(QuotaToken.name) private readonly tokens: Model<QuotaToken>) {
    this.batcher = new InsertBatcher(() => this.raw());
  }

  /**
   * Takes `count` units of every ask, all or none: when one ask cannot be met, what the others took is given
   * back and the answer says which ask fell short (its index) and how many units of it were free.
   */
  async take(asks: QuotaAsk[], now = new Date()): Promise<QuotaGrant> {
    this.sweep(now);
    const taking: Taking[] = asks.map((ask) => ({ ask, got: [], tried: new Set() }));
    const short = () => taking.find(({ ask, got }) => got.length < ask.count);

    for (let round = 0; round < INSERT_ROUNDS && short(); round++) {
      const picks = taking.map((t) => this.pick(t, false));
      if (picks.every((p) => p.length === 0)) break;
      await this.insert(taking, picks, now);
    }
    // No unseen unit left: those seen taken, once (another instance may have given them back).
    if (short())
      await this.insert(
        taking,
        taking.map((t) => this.pick(t, true)),
        now,
      );
    // Every unit tried and some taken: those of lapsed holds stop counting (the hold's own sweep may not have
    // freed them yet). Read back by `_id`, removed when lapsed, tried once more.
    const lapsing = short();
    if (lapsing?.ask.expiresAt) {
      const freed = await this.freeLapsed(lapsing, now);
      if (freed.length)
        await this.insert(
          taking,
          taking.map((t) => (t === lapsing ? freed : [])),
          now,
        );
    }
    const missing = short();
    if (!missing) {
      return {
        ok: true,
        tokens: taking.map(({ ask, got }) => got.map((n) => tokenId(ask.scope, n))),
      };
    }
    await this.giveBack(
      taking.flatMap(({ ask, got }) =>
        got.map((n) => ({ id: tokenId(ask.scope, n), holder: ask.holder })),
      ),
    );
    return { ok: false, short: taking.indexOf(missing), got: missing.got.length };
  }

  /**
   * Whether this instance has seen so many units of one of the asks' quotas taken that the ask may fall
   * short (what it has not seen, another instance's, it cannot know): such a request is best taken first.
   */
  mayFallShort(asks: QuotaAsk[]): boolean {
    return asks.some((ask) => {
      const memory = this.memory.get(ask.scope);
      return memory !== undefined && memory.taken.size + ask.count > ask.cap;
    });
  }

  /** Gives tokens back (a hold confirmed, cancelled or never made): each only while its holder still has it. */
  async giveBack(tokens: { id: string; holder?: Types.ObjectId }[]): Promise<void> {
    if (!tokens.length) return;
    for (const run of inRuns(tokens)) {
      await this.raw().bulkWrite(
        run.map(({ id, holder }) => ({
          deleteOne: { filter: { _id: id, ...(holder ? { holder } : {}) } },
        })),
        { ordered: false },
      );
    }
    for (const { id } of tokens) {
      const cut = id.lastIndexOf('|');
      const memory = this.memory.get(id.slice(0, cut));
      const n = Number(id.slice(cut + 1));
      if (!memory) continue;
      memory.taken.delete(n);
      memory.floor = Math.min(memory.floor, n);
      memory.quietUntil = 0;
    }
  }

  /**
   * Units to try: those this instance has not seen taken, at random among the lowest PICK_SPAN (so that
   * instances picking at one moment seldom pick the same), then on from there; or (`seen`) those it saw
   * taken and has not tried, up to MAX_CHECKED.
   */
  private pick({ ask, got, tried }: Taking, seen: boolean): number[] {
    const need = ask.count - got.length;
    if (need <= 0) return [];
    const memory = this.remember(ask.scope);
    if (seen) {
      return [...memory.taken]
        .filter((n) => n < ask.cap && !tried.has(n))
        .sort((a, b) => a - b)
        .slice(0, MAX_CHECKED);
    }
    const free = (n: number) => !memory.taken.has(n) && !tried.has(n);
    const end = Math.min(ask.cap, memory.floor + Math.max(PICK_SPAN, 16 * need));
    const near: number[] = [];
    for (let n = memory.floor; n < end; n++) if (free(n)) near.push(n);
    const picks = sampleOf(near, need);
    for (let n = end; picks.length < need && n < ask.cap; n++) if (free(n)) picks.push(n);
    // Taken from now on as far as this instance knows: requests of the same moment pick other units.
    for (const n of picks) memory.taken.add(n);
    while (memory.taken.has(memory.floor)) memory.floor++;
    return picks;
  }

  /** Inserts the picked units of every ask in one write; each keeps what it needs of those accepted. */
  private async insert(taking: Taking[], picks: number[][], now: Date): Promise<void> {
    const docs: StoredToken[] = [];
    const owners: [Taking, number][] = [];
    taking.forEach((t, i) => {
      const { scope, holder, expiresAt } = t.ask;
      for (const n of picks[i] ?? []) {
        t.tried.add(n);
        owners.push([t, n]);
        docs.push({
          _id: tokenId(scope, n),
          at: expiresAt ?? now,
          ...(holder ? { holder } : {}),
          ...(expiresAt ? { expiresAt } : {}),
        });
      }
    });
    if (!docs.length) return;
    const refused = await this.batcher.insert(docs);
    const extra: { id: string; holder?: Types.ObjectId }[] = [];
    owners.forEach(([{ ask, got }, n], index) => {
      if (refused.has(index)) return;
      this.remember(ask.scope).quietUntil = 0;
      if (got.length < ask.count) got.push(n);
      else extra.push({ id: tokenId(ask.scope, n), holder: ask.holder });
    });
    await this.giveBack(extra);
  }

  /** Of the units tried and refused, those held by a lapsed hold (removed now) or gone meanwhile. */
  private async freeLapsed({ ask, got, tried }: Taking, now: Date): Promise<number[]> {
    // Read back a moment ago and none lapsing yet: a flood refused at its cap costs one insert a request.
    const memory = this.remember(ask.scope);
    if (now.getTime() < memory.quietUntil) return [];
    const refused = [...tried].filter((n) => !got.includes(n)).slice(0, MAX_CHECKED);
    const freed: number[] = [];
    let quietUntil = now.getTime() + LAPSE_RECHECK_MS;
    await Promise.all(
      refused.map(async (n) => {
        const token = await this.raw().findOne({ _id: tokenId(ask.scope, n) });
        if (token && !(token.expiresAt && token.expiresAt <= now)) {
          if (token.expiresAt) quietUntil = Math.min(quietUntil, token.expiresAt.getTime());
          return;
        }
        // Matching what was read: a unit taken again meanwhile is not removed.
        if (token) await this.raw().deleteOne({ _id: token._id, at: token.at });
        freed.push(n);
      }),
    );
    memory.quietUntil = freed.length ? 0 : quietUntil;
    return freed;
  }

  private remember(scope: string): ScopeMemory {
    let memory = this.memory.get(scope);
    if (!memory) {
      memory = { taken: new Set(), floor: 0, usedAt: 0, quietUntil: 0 };
      this.memory.set(scope, memory);
    }
    memory.usedAt = Date.now();
    return memory;
  }

  /** Every ten minutes at most: tokens past their time go, and so does what is remembered of idle scopes. */
  private sweep(now: Date): void {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    for (const [scope, memory] of this.memory) {
      if (now.getTime() - memory.usedAt > FORGET_AFTER_MS) this.memory.delete(scope);
    }
    this.tokens
      .deleteMany({ at: { $lt: new Date(now.getTime() - KEEP_MS) } })
      .exec()
      .catch((error: unknown) =>
        this.logger.warn(`Old quota tokens not removed: ${String(error)}`),
      );
  }

  private raw(): mongo.Collection<StoredToken> {
    return driverCollection<StoredToken>(this.tokens);
  }
}

/** `count` of `items` at random (all of them when there are no more). */
function sampleOf(items: number[], count: number): number[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, count);
}

function tokenId(scope: string, n: number): string {
  return `${scope}|${n}`;
}
