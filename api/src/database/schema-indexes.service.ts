import { Global, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Connection, Model, mongo } from 'mongoose';

type AnyModel = Model<unknown>;
type IndexSpec = ReturnType<AnyModel['schema']['indexes']>[number];

/**
 * Builds the indexes the schemas declare (mongoose's own `autoIndex` is off: see app.module.ts), the way the
 * server in use is served by them.
 *
 * - **MongoDB** gets every one: its planner reads by them, and the index-coverage check of the tests holds
 *   every query the API sends to one of them.
 * - **FerretDB 1.x** (the embedded database) gets only the unique ones: they are rules (one booking per
 *   reference, one claim per seat, one mail per event) that it enforces. It never reads by any other index
 *   (it answers every filter but an exact `_id` by reading the whole collection), yet its SQLite backend
 *   updates each one on every write: with the booking ledger's, the audit trail's, the outbox's and the
 *   claims' indexes, a tenth or more of its CPU per booking went to indexes nothing read. Such indexes left
 *   in an embedded database by an earlier version are dropped, declared or not.
 */
@Injectable()
export class SchemaIndexes implements OnModuleInit {
  private readonly logger = new Logger(SchemaIndexes.name);
  private readonly built = new WeakMap<AnyModel, Promise<void>>();
  private servesAll: Promise<boolean> | undefined;

  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Every model's indexes before the API answers a request; a failure is logged, as autoIndex did. */
  async onModuleInit(): Promise<void> {
    await Promise.all(
      Object.values(this.connection.models).map((model) =>
        this.ready(model).catch((error: unknown) =>
          this.logger.error(
            { err: error, collection: model.collection.collectionName },
            'The indexes of a collection could not be built',
          ),
        ),
      ),
    );
  }

  /**
   * Resolves once the model's collection exists with its indexes; rejects when one could not be built. For
   * a service whose rule is an index (no seat claim before the unique one exists): await it at start-up.
   */
  ready<T>(model: Model<T>): Promise<void> {
    const key = model as unknown as AnyModel;
    let building = this.built.get(key);
    if (!building) {
      building = this.build(key);
      this.built.set(key, building);
    }
    return building;
  }

  private async build(model: AnyModel): Promise<void> {
    await model.init();
    if (await this.serverReadsByIndexes()) {
      await model.ensureIndexes();
      return;
    }
    const declared = model.schema.indexes();
    for (const [key, { unique, ...options }] of declared.filter(isUnique)) {
      // A schema may give `unique` as `[true, message]`; the driver takes a boolean.
      await model.collection.createIndex(key as mongo.IndexSpecification, {
        ...options,
        unique: !!unique,
      });
    }
    await this.dropUnread(model);
  }

  /**
   * Drops every index but `_id` and the unique ones, such as those an earlier version built: whether a schema
   * still declares them (an admin list's) or not any more (a field since removed), this server never reads
   * by them and updates each on every write.
   */
  private async dropUnread(model: AnyModel): Promise<void> {
    // A collection not created yet has none (FerretDB answers that it does not exist).
    const existing = await model.collection.indexes().catch(() => []);
    for (const { name, unique } of existing) {
      if (name && name !== '_id_' && !unique) await model.collection.dropIndex(name);
    }
  }

  /** False on FerretDB 1.x, which names its version in buildInfo. */
  private serverReadsByIndexes(): Promise<boolean> {
    this.servesAll ??= this.connection
      .db!.admin()
      .command({ buildInfo: 1 })
      .then((info) => !('ferretdbVersion' in info));
    return this.servesAll;
  }
}

function isUnique([, { unique }]: IndexSpec): boolean {
  return Array.isArray(unique) ? unique[0] : unique === true;
}

/** SchemaIndexes for every module (services whose rule is an index await `ready`). */
@Global()
@Module({ providers: [SchemaIndexes], exports: [SchemaIndexes] })
export class SchemaIndexesModule {}
