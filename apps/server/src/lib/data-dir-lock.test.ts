import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-lock-'));

describe('lockDataDir', () => {
  it('creates the folder and refuses a second holder while the first lives', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    // A live process other than this one holds the lock: the parent of this test process.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Complyra process (pid ${process.ppid})`);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, 'server.lock'), dead);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
