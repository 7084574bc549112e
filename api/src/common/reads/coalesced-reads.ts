interface Waiting<K, R> {
  key: K;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * One read for many callers: a caller's key joins the next read, which starts as soon as the one under way
 * (if any) is over and answers every key gathered meanwhile. FerretDB answers any query but one by `_id` by
 * reading the whole collection, so under load a read per request costs far more than one per moment. Every
 * caller still gets a read that started after it asked, as if it had read alone.
 */
export class CoalescedReads<K, R> {
  private waiting: Waiting<K, R>[] = [];
  private reading = false;

  /** `read` answers for all the keys at once; each caller picks its own part of the answer. */
  constructor(private readonly read: (keys: K[]) => Promise<R>) {}

  for(key: K): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      if (!this.reading) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.reading = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting;
        this.waiting = [];
        try {
          const result = await this.read(batch.map((w) => w.key));
          for (const w of batch) w.resolve(result);
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.reading = false;
    }
  }
}
