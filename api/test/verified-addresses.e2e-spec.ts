import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { User } from '../src/users/schemas/user.schema';
import {
  LAST_WRITTEN,
  VERIFIED_ADDRESSES,
  VerifiedAddresses,
} from '../src/users/verified-addresses';
import { useTestApp } from './utils/test-app';

/**
 * Verified addresses other instances wrote are read by when they were written, and only when the
 * since-marker says something was written after the last read (FerretDB reads every address for the
 * range read; the marker is one read by `_id`).
 */
describe('verified addresses', () => {
  const t = useTestApp();
  const users = () => t.app.get<Model<User>>(getModelToken(User.name));
  const stored = () => t.connection.collection<{ _id: string; at: Date }>(VERIFIED_ADDRESSES);

  it('reads what another instance wrote, and skips the read while nothing new was written', async () => {
    const here = new VerifiedAddresses(users());
    const there = new VerifiedAddresses(users());
    await here.refresh();
    await there.refresh();

    await there.add('Ana.Verified@Example.com');
    expect((await stored().findOne({ _id: LAST_WRITTEN }))?.at).toBeInstanceOf(Date);
    expect(here.has('ana.verified@example.com')).toBe(false);
    await here.refresh();
    expect(here.has('ana.verified@example.com')).toBe(true);

    // An address stored long enough ago, without touching the marker, is not read: the marker says nothing
    // new was written, so the addresses are not read at all.
    const hidden = 'not-marked@example.com';
    await stored().insertOne({ _id: hidden, at: new Date() });
    await stored().updateOne({ _id: LAST_WRITTEN }, { $set: { at: new Date(0) } });
    await here.refresh();
    expect(here.has(hidden)).toBe(false);

    // The marker moved: the next read finds it (and everything else since the last read).
    await stored().updateOne({ _id: LAST_WRITTEN }, { $set: { at: new Date() } });
    await here.refresh();
    expect(here.has(hidden)).toBe(true);
  });

  it('reads everything the first time, and as before when no marker exists (an older build wrote)', async () => {
    await stored().insertOne({ _id: 'older-build@example.com', at: new Date() });
    await stored().deleteOne({ _id: LAST_WRITTEN });
    const fresh = new VerifiedAddresses(users());
    await fresh.refresh();
    expect(fresh.has('older-build@example.com')).toBe(true);
    expect(fresh.has(LAST_WRITTEN)).toBe(false);

    await stored().insertOne({ _id: 'older-build-2@example.com', at: new Date() });
    await fresh.refresh();
    expect(fresh.has('older-build-2@example.com')).toBe(true);
  });
});
