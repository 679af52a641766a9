// The version after `version` for a release of the given kind (semantic versioning).
export type ReleaseKind = 'patch' | 'minor' | 'major';

export function nextVersion(version: string, kind: ReleaseKind): string {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!parts) throw new Error(`"${version}" is not a version (x.y.z)`);
  const [major, minor, patch] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}
