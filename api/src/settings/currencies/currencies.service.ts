import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../../audit/audit.service';
import { CURRENCIES_CACHE_TAG } from '../../cache/cache-tags';
import { ChangeFeed } from '../../cache/change-feed.service';
import { APP_CONFIG, AppConfig, siteCurrency } from '../../config/app-config';
import { isDuplicateKey } from '../../common/writes/duplicate-key';
import { Settings } from '../schemas/settings.schema';
import { CurrencyList } from './dto/currencies.dto';
import {
  checkedRates,
  CurrencyListError,
  CurrencyRate,
  displayList,
  parseRatesCsv,
} from './currency-rates';

/** The settings document that holds the display currencies. */
export const CURRENCIES_KEY = 'currencies';

/** The display currencies the admin keeps (see currency-rates.ts): read by every visitor, written by admins. */
@Injectable()
export class CurrenciesService {
  constructor(
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    private readonly invalidator: ChangeFeed,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The site's currency, upper-case: what every rate converts from. */
  get base(): string {
    return siteCurrency(this.config).toUpperCase();
  }

  /** The list in force: the base alone until an admin saves one. */
  async list(): Promise<CurrencyList> {
    const stored = await this.settings.findOne({ key: CURRENCIES_KEY }).lean().exec();
    return {
      base: this.base,
      currencies: displayList(stored?.currencies, this.base),
      updatedAt: stored?.updatedAt ?? null,
    };
  }

  /** Replaces the list with `entries` (the admin's table); 400 naming the first bad entry. */
  save(entries: { code: string; rate: number }[]): Promise<CurrencyList> {
    return this.replace(() => checkedRates(entries, this.base, (i) => `currencies[${i}]`));
  }

  /** Replaces the list with an imported CSV file's `code,rate` lines; 400 naming the first bad line. */
  import(file: Buffer): Promise<CurrencyList> {
    const text = new TextDecoder('utf-8', { fatal: true });
    return this.replace(() => {
      let decoded: string;
      try {
        decoded = text.decode(file);
      } catch {
        throw new CurrencyListError(
          'The file must be UTF-8 text with a code,rate line per currency',
        );
      }
      return parseRatesCsv(decoded, this.base);
    });
  }

  private async replace(check: () => CurrencyRate[]): Promise<CurrencyList> {
    let currencies: CurrencyRate[];
    try {
      currencies = check();
    } catch (error) {
      if (error instanceof CurrencyListError) throw new BadRequestException(error.message);
      throw error;
    }
    const before = await this.list();
    try {
      await this.upsert(currencies);
    } catch (error) {
      // Two first saves racing on the upsert: the unique key lets one insert; the other updates.
      if (!isDuplicateKey(error)) throw error;
      await this.upsert(currencies);
    }
    await this.invalidator.invalidate(CURRENCIES_CACHE_TAG);
    const after = await this.list();
    await this.audit.record({
      action: 'updated',
      kind: 'currencies',
      record: CURRENCIES_KEY,
      before: { currencies: before.currencies },
      after: { currencies: after.currencies },
    });
    return after;
  }

  private async upsert(currencies: CurrencyRate[]): Promise<void> {
    await this.settings
      .updateOne({ key: CURRENCIES_KEY }, { $set: { currencies } }, { upsert: true })
      .exec();
  }
}
