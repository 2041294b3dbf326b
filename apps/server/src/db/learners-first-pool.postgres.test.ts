import { afterAll, describe, expect, it } from 'vitest';
import { runWithPriority } from '../lib/request-priority.ts';
import { LearnersFirstPool } from './learners-first-pool.ts';

const pool = new LearnersFirstPool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
afterAll(() => pool.end());

describe('LearnersFirstPool', () => {
  it('hands the free connection to a request marked first before work that asked earlier', async () => {
    const held = await pool.connect();
    const answered: string[] = [];
    const ask = (name: string) => pool.query('SELECT $1::text AS name', [name]).then(({ rows }) => answered.push(rows[0].name));
    const report = ask('admin report');
    let learner!: Promise<number>;
    runWithPriority(true, () => (learner = ask('learner read')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.waiting()).toEqual({ first: 1, later: 1 });
    held.release();
    await Promise.all([report, learner]);
    expect(answered).toEqual(['learner read', 'admin report']);
  });

  it('gives the connection back on release and on a failed query, with callbacks as with promises', async () => {
    await expect(pool.query('SELECT * FROM no_such_table')).rejects.toThrow('no_such_table');
    const client = await new Promise<import('pg').PoolClient>((resolve, reject) =>
      pool.connect((error, got) => (error ? reject(error) : resolve(got!))),
    );
    expect((await client.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    client.release();
    expect((await pool.query('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
    expect(pool.waiting()).toEqual({ first: 0, later: 0 });
  });
});
