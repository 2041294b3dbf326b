import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { exportSources, namesImported } from '../../static-code';

// The build's 'learner' chunk follows a barrel (radix-ui, lucide-react) only to the parts a screen names: these read
// the names from a screen's code and find where the barrel takes each from, on the packages as installed.
const require = createRequire(import.meta.url);
/** The package's ES module entry, the file the build reads. */
const barrelCode = (name: string) => {
  const manifest = require.resolve(`${name}/package.json`);
  const { module } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { module: string };
  return fs.readFileSync(path.join(path.dirname(manifest), module), 'utf8');
};

describe('the first screens\' code through barrels', () => {
  it('reads the names a module imports from one package, renamed or not, and no others', () => {
    const code = [
      'import { Dialog as DialogPrimitive } from \'radix-ui\';',
      'import { Play, type LucideIcon,\n  RotateCcw } from "lucide-react";',
      'import { useState } from \'react\';',
    ].join('\n');
    expect(namesImported(code, 'radix-ui')).toEqual(['Dialog']);
    expect(namesImported(code, 'lucide-react')).toEqual(['Play', 'LucideIcon', 'RotateCcw']);
  });

  it('finds the Radix part a name of radix-ui comes from', () => {
    const sources = exportSources(barrelCode('radix-ui'));
    expect(sources.get('Dialog')).toBe('@radix-ui/react-dialog');
    expect(sources.get('Progress')).toBe('@radix-ui/react-progress');
  });

  it('finds the icon file a name of lucide-react comes from, under each of its names', () => {
    const sources = exportSources(barrelCode('lucide-react'));
    expect(sources.get('Play')).toBe('./icons/play.mjs');
    expect(sources.get('PlayIcon')).toBe('./icons/play.mjs');
    expect(sources.get('Award')).toBe('./icons/award.mjs');
  });
});
