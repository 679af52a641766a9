// What the store packages are called and what each must (not) hold. Pure: dev/release/zip.ts feeds it
// the files and manifest it read from each zip; the unit test feeds it made-up ones.

export interface PackageNames {
  chrome: string;
  firefox: string;
  sources: string;
}

/** Must match `zip.artifactTemplate` / `zip.sourcesTemplate` in wxt.config.ts. */
export function packageNames(version: string): PackageNames {
  return {
    chrome: `number-check-${version}-chrome.zip`,
    firefox: `number-check-${version}-firefox.zip`,
    sources: `number-check-${version}-sources.zip`,
  };
}

interface Manifest {
  manifest_version?: number;
  version?: string;
  host_permissions?: string[];
  key?: string;
}

/** The reasons a store (or its reviewer) would refuse this package; none = fine. */
export function readPackage(
  kind: keyof PackageNames,
  files: string[],
  manifest: Manifest | undefined,
  version: string,
): string[] {
  const problems: string[] = [];
  if (kind === 'sources') {
    for (const needed of ['package.json', 'package-lock.json', 'wxt.config.ts', 'docs/building-from-source.md']) {
      if (!files.includes(needed)) problems.push(`the sources lack ${needed}`);
    }
    if (files.some((f) => f.startsWith('node_modules/') || f.startsWith('.output/'))) {
      problems.push('the sources hold node_modules or build output');
    }
    return problems;
  }
  if (!manifest) return ['no manifest.json at the root'];
  if (manifest.manifest_version !== 3) problems.push(`Manifest V${manifest.manifest_version}, not V3`);
  if (manifest.version !== version) problems.push(`manifest version ${manifest.version}, package.json ${version}`);
  // The development flavour may reach loopback without asking; a store package never.
  if ((manifest.host_permissions ?? []).length > 0) problems.push('a development build (host permissions granted up front)');
  if (files.some((f) => f.endsWith('.map'))) problems.push('source maps inside');
  // The Chrome Web Store refuses a manifest with a `key` (the fixed id of unpacked builds).
  if (manifest.key !== undefined) problems.push('a manifest key (the store gives its own id)');
  return problems;
}
