import { getModelToken } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { QuotaToken } from '../src/quotas/quota-token.schema';
import { QuotaTokens } from '../src/quotas/quota-tokens.service';
import { useTestApp } from './utils/test-app';

/**
 * Quotas taken as numbered tokens (QuotaTokens), on the embedded database whose conditional writes are not
 * atomic: only the unique `_id` decides, so however many requests race on however many instances, a quota
 * never gives more units than its cap.
 */
describe('quota tokens', () => {
  const t = useTestApp();
  let tokens: QuotaTokens;
  /** A second instance: its own memory of what is taken, the same database. */
  let other: QuotaTokens;

  beforeAll(() => {
    tokens = t.app.get(QuotaTokens);
    other = new QuotaTokens(t.app.get<Model<QuotaToken>>(getModelToken(QuotaToken.name)));
  });

  const ask = (scope: string, count: number, cap = 10, expiresAt?: Date) => ({
    scope,
    cap,
    count,
    holder: new Types.ObjectId(),
    ...(expiresAt ? { expiresAt } : {}),
  });

  it('gives exactly the cap when 60 requests on two instances race for one unit each', async () => {
    const grants = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? other : tokens).take([ask('race|one-each', 1)]),
      ),
    );
    expect(grants.filter((grant) => grant.ok)).toHaveLength(10);
    const stored = await t.connection
      .collection<{ _id: string }>('quota_tokens')
      .find({ _id: { $regex: '^race\\|one-each\\|' } })
      .toArray();
    expect(stored).toHaveLength(10);
  });

  it('takes several asks all or none, and says which one fell short', async () => {
    const first = await tokens.take([ask('both|a', 3, 4), ask('both|b', 3, 10)]);
    expect(first.ok).toBe(true);
    const second = await tokens.take([ask('both|b', 2, 10), ask('both|a', 2, 4)]);
    expect(second).toEqual({ ok: false, short: 1, got: 1 });
    // What the refused request took of `both|b` went back: 7 units are still free there.
    const rest = await other.take([ask('both|b', 7, 10)]);
    expect(rest.ok).toBe(true);
  });

  it('frees units given back and units of lapsed holds, and no one else’s', async () => {
    const holder = new Types.ObjectId();
    const mine = await tokens.take([{ ...ask('lapse|x', 2, 2), holder }]);
    if (!mine.ok) throw new Error('not taken');
    expect((await other.take([ask('lapse|x', 1, 2)])).ok).toBe(false);
    // Given back by someone who does not hold them: nothing happens.
    await other.giveBack(mine.tokens.flat().map((id) => ({ id, holder: new Types.ObjectId() })));
    expect((await other.take([ask('lapse|x', 1, 2)])).ok).toBe(false);
    await tokens.giveBack(mine.tokens.flat().map((id) => ({ id, holder })));
    expect((await other.take([ask('lapse|x', 2, 2, new Date(Date.now() - 1000))])).ok).toBe(true);
    // Those two lapsed already: another instance takes them over.
    expect((await tokens.take([ask('lapse|x', 2, 2, new Date(Date.now() + 60_000))])).ok).toBe(
      true,
    );
    expect((await other.take([ask('lapse|x', 1, 2, new Date(Date.now() + 60_000))])).ok).toBe(
      false,
    );
  });
});
