import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model } from 'mongoose';
import { actingAs, currentActor } from '../audit/audit-context';
import { AuditService } from '../audit/audit.service';
import { paginate } from '../common/pagination/paginate';
import { Scheduler } from '../common/scheduling/scheduler';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ImagesService } from '../media/images.service';
import { DeletableKind, KIND_NAMES } from './deletable-kinds';
import { DeletedItemPage, DeletedItemView } from './dto/deleted-item.dto';
import { StoredDocument } from './restore-document';
import { DeletedItem, DeletedItemDocument } from './schemas/deleted-item.schema';
import { SchemaIndexes } from '../database/schema-indexes.service';

/** How a domain puts one of its deleted records back. */
export interface Restorer {
  /**
   * Writes the stored document back with whatever it holds (a booking's places), or throws a 4xx having
   * written nothing. Answers false when the record was already back (another restore of it won).
   */
  restore(document: StoredDocument): Promise<boolean>;
  /**
   * Runs a restore (reading the item, writing the record back, removing the item) in turn with the
   * domain's deletes of the same record, when the domain has such turns (a booking's BookingLocks). Without
   * it, a restore holding an item read before a delete and a new keep could put the record back and leave
   * the newer item behind, or remove the newer item of a record deleted again: a record lost.
   */
  exclusively?<R>(id: string, work: () => Promise<R>): Promise<R>;
}

/** A record a domain is about to delete. */
export interface Deletion {
  kind: DeletableKind;
  document: StoredDocument;
  name: string;
  images?: string[];
}

const PER_PAGE = 20;
const DAY_MS = 86_400_000;
/** How often each instance purges what is past retention (as the audit trail's clean-up does). */
const PURGE_INTERVAL_MS = 60 * 60_000;

export const NOT_DELETED = 'Nothing of this kind with this id is in Recently deleted.';
export const ALREADY_BACK = 'This was restored already (another restore of it came first).';

/**
 * Recently deleted: what the admins delete is moved here whole, kept DELETED_RETENTION_DAYS (30 by default)
 * for a restore, then purged with its images. A domain moves the record here first and removes it from its
 * own collection after, so a crash in between leaves the record live (and a stale entry a restore clears),
 * never lost. A restore writes the record back first and drops the entry after, for the same reason.
 */
@Injectable()
export class RecentlyDeleted implements OnModuleInit {
  private readonly restorers = new Map<DeletableKind, Restorer>();

  constructor(
    @InjectModel(DeletedItem.name) private readonly items: Model<DeletedItem>,
    private readonly images: ImagesService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
    private readonly schemaIndexes: SchemaIndexes,
  ) {}

  /** Each domain says how its records come back, at start-up (this module imports none of them). */
  register(kind: DeletableKind, restorer: Restorer): void {
    this.restorers.set(kind, restorer);
  }

  async onModuleInit(): Promise<void> {
    await this.schemaIndexes.ready(this.items);
    this.scheduler.every('Purging deleted records', PURGE_INTERVAL_MS, () => this.purgeExpired());
  }

  /** Keeps a record about to be deleted, with who deletes it. A second delete of it replaces the first. */
  async keep(deletion: Deletion): Promise<void> {
    const actor = currentActor();
    const record = String(deletion.document._id);
    await this.items
      .replaceOne(
        { kind: deletion.kind, record },
        {
          kind: deletion.kind,
          record,
          name: deletion.name,
          deletedAt: new Date(),
          deletedBy: { id: actor.id, email: actor.email },
          document: deletion.document,
          images: deletion.images ?? [],
        },
        { upsert: true },
      )
      .exec();
  }

  async list(
    kind: DeletableKind | undefined,
    page: number,
    now = new Date(),
  ): Promise<DeletedItemPage> {
    const found = await paginate(this.items, {
      page,
      perPage: PER_PAGE,
      filter: (kind ? { kind } : {}) as FilterQuery<DeletedItem>,
      sort: { deletedAt: -1, _id: -1 },
      map: (item) =>
        DeletedItemView.of(item as DeletedItemDocument, this.purgeAt(item.deletedAt), now),
    });
    return { ...found, retentionDays: this.config.deletedRetentionDays };
  }

  /** Puts a deleted record back (404 when nothing of that kind and id is here), and records it. */
  async restore(kind: DeletableKind, id: string): Promise<{ message: string }> {
    const restorer = this.restorers.get(kind);
    if (!restorer) throw new BadRequestException(`A ${KIND_NAMES[kind]} cannot be restored here.`);
    const inTurn = <R>(work: () => Promise<R>): Promise<R> =>
      restorer.exclusively ? restorer.exclusively(id, work) : work();
    const seen = await this.items.findOne({ kind, record: id }, { _id: 1 }).lean().exec();
    if (!seen) throw new NotFoundException(NOT_DELETED);
    const { restored, document } = await inTurn(async () => {
      // Read again in turn: an item seen a moment ago and gone now was put back by a restore that came first.
      const item = await this.items.findOne({ kind, record: id }).lean().exec();
      if (!item) return { restored: false, document: undefined };
      const stored = item.document as StoredDocument;
      const back = await restorer.restore(stored);
      await this.items.deleteOne({ _id: item._id }).exec();
      return { restored: back, document: stored };
    });
    // Restores racing for one record: one puts it back, the others say so rather than claim it too.
    if (!restored) throw new ConflictException(ALREADY_BACK);
    await this.audit.record({ action: 'restored', kind, record: id, after: document });
    return { message: `${capitalised(KIND_NAMES[kind])} restored.` };
  }

  /**
   * Removes what was deleted more than the retention ago, with its images and their renditions: the only
   * way an item leaves here besides a restore. Recorded as the sweep's doing. Answers how many went.
   */
  purgeExpired(now = new Date()): Promise<number> {
    return actingAs('sweep', async () => {
      const cutoff = new Date(now.getTime() - this.config.deletedRetentionDays * DAY_MS);
      const expired = await this.items
        .find({ deletedAt: { $lt: cutoff } })
        .lean()
        .exec();
      let purged = 0;
      for (const item of expired) {
        const { deletedCount } = await this.items.deleteOne({ _id: item._id }).exec();
        if (!deletedCount) continue; // another instance purged it first
        await this.images.removeByUrls(item.images);
        await this.audit.record({
          action: 'purged',
          kind: item.kind,
          record: item.record,
          before: item.document,
        });
        purged++;
      }
      return purged;
    });
  }

  private purgeAt(deletedAt: Date): Date {
    return new Date(deletedAt.getTime() + this.config.deletedRetentionDays * DAY_MS);
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
