import { SERVICE_MESSAGES } from '@voices/contracts';
import { createJobLimiter, createUploadSlots, ServiceBusyError } from '../upload-slots';
import { RateLimitError } from '../rate-limit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('it was not refused');
}

describe('upload slots', () => {
  it('refuses a member their third upload at once, with 429 and when to come back', async () => {
    const slots = createUploadSlots({ perMember: 2, total: 10 });
    const first = await slots.acquire('user:a');
    await slots.acquire('user:a');
    const third = await refusal(slots.acquire('user:a'));
    expect(third).toBeInstanceOf(RateLimitError);
    expect(third).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 10,
      message: SERVICE_MESSAGES.uploadsPerMember(2),
    });
    expect(SERVICE_MESSAGES.uploadsPerMember(2)).toBe(
      'You already have 2 uploads in progress. Please wait for one to finish.',
    );
    // Others are not held back, and a slot given back is free again.
    await slots.acquire('user:b');
    first();
    first();
    await slots.acquire('user:a');
    expect(slots.running).toBe(3);
  });

  it('lines uploads up beyond the total, in order, and refuses when the line is full or slow', async () => {
    const slots = createUploadSlots({ perMember: 5, total: 1, maxWaiting: 2, maxWaitMs: 100 });
    const release = await slots.acquire('user:a');
    const order: string[] = [];
    const b = slots.acquire('user:b').then((done) => {
      order.push('b');
      return done;
    });
    const c = slots.acquire('user:c').then((done) => {
      order.push('c');
      return done;
    });
    expect(slots.waiting).toBe(2);
    const full = await refusal(slots.acquire('user:d'));
    expect(full).toBeInstanceOf(ServiceBusyError);
    expect(full).toMatchObject({
      statusCode: 503,
      retryAfterSeconds: 30,
      message: SERVICE_MESSAGES.uploadsBusy,
    });
    release();
    (await b)();
    (await c)();
    expect(order).toEqual(['b', 'c']);

    const hold = await slots.acquire('user:a');
    const slow = await refusal(slots.acquire('user:e'));
    expect(slow).toBeInstanceOf(ServiceBusyError);
    expect(slots.waiting).toBe(0);
    hold();
    expect(slots.running).toBe(0);
  });

  it('runs at most so many jobs at once', async () => {
    const run = createJobLimiter(2);
    let active = 0;
    let most = 0;
    const job = async () => {
      active += 1;
      most = Math.max(most, active);
      await sleep(10);
      active -= 1;
    };
    await Promise.all(Array.from({ length: 7 }, () => run(job)));
    expect(most).toBe(2);
    await expect(run(async () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    await Promise.all(Array.from({ length: 3 }, () => run(job)));
    expect(most).toBe(2);
  });
});
