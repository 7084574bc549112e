/**
 * A check run at most every `intervalMs`, one at a time: a `refresh()` during a check waits for that check
 * rather than starting another, and one within the interval of the last returns at once.
 */
export abstract class ThrottledCheck {
  private checkedAt = 0;
  private checking: Promise<void> | undefined;

  protected constructor(private readonly intervalMs: number) {}

  async refresh(): Promise<void> {
    if (Date.now() - this.checkedAt < this.intervalMs) return;
    this.checking ??= this.check().finally(() => {
      this.checkedAt = Date.now();
      this.checking = undefined;
    });
    await this.checking;
  }

  protected abstract check(): Promise<void>;
}
