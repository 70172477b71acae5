/**
 * Which code the figures belong to: the commit, and whether the working tree differed from it
 * (`npm run bench` builds the working tree, uncommitted changes included). Read-only git calls.
 */
import { execFileSync } from 'node:child_process';

export interface SourceInfo {
  readonly commit: string | null;
  /** Files under src/, migrations/ or bench/ that differ from the commit (modified or new). */
  readonly uncommittedFiles: number;
}

export function sourceInfo(root: string): SourceInfo {
  const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const commit = git(['rev-parse', '--short', 'HEAD']).trim();
    const changed = git(['status', '--porcelain', '--', 'src', 'migrations', 'bench']).split('\n').filter(Boolean);
    return { commit, uncommittedFiles: changed.length };
  } catch {
    return { commit: null, uncommittedFiles: 0 }; // not a git checkout (an export, a container)
  }
}

export function describeSource(s: SourceInfo | undefined): string {
  if (!s) return 'source: not recorded';
  if (s.commit === null) return 'source: not a git checkout';
  return `source: commit ${s.commit}${s.uncommittedFiles ? ` plus ${s.uncommittedFiles} uncommitted file(s) under src/, migrations/, bench/` : ''}`;
}
