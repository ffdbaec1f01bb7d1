import type { Plugin } from 'vite';

/*
 * What the offline app precaches (issue 20, decision 026): the code, styles, texts and pictures
 * of every public view, not the back office's. The build's chunk graph is walked from the entry
 * through static and lazy imports, stopping at the lazy imports of the back office's own modules
 * (src/features/admin/): what lies only behind those (the editor, the charts, the admin views)
 * is not precached, nor the back office's texts (locales/<lang>/admin*.json).
 */
const BACK_OFFICE_MODULE = /[\\/]src[\\/]features[\\/]admin[\\/]/;
const BACK_OFFICE_TEXTS = /(^|\/)admin[^/]*\.json$/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files only the back office needs, from the build's output (chunks and other files). */
export function backOfficeOnlyFiles(bundle: Record<string, { type: string }>): Set<string> {
  const chunks = new Map<string, ChunkLike>();
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk') chunks.set(fileName, output as ChunkLike);
  const reached = new Set<string>();
  const stack = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const chunk = chunks.get(name);
    if (!chunk) continue;
    stack.push(...chunk.imports);
    for (const next of chunk.dynamicImports) {
      const target = chunks.get(next);
      if (target && !BACK_OFFICE_MODULE.test(target.facadeModuleId ?? '')) stack.push(next);
    }
  }
  const publicCss = new Set(
    [...reached].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]),
  );
  const only = new Set<string>();
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk') {
      if (!reached.has(fileName)) only.add(fileName);
    } else if (
      fileName.endsWith('.css') ? !publicCss.has(fileName) : BACK_OFFICE_TEXTS.test(fileName)
    ) {
      only.add(fileName);
    }
  }
  return only;
}

/**
 * The plugin records the back office's files of the client build; `transform` (a Workbox
 * manifest transform) leaves them out of the precache list.
 */
export function publicPrecache() {
  let backOffice = new Set<string>();
  const plugin: Plugin = {
    name: 'public-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      backOffice = backOfficeOnlyFiles(bundle);
    },
  };
  const transform = <T extends { url: string }>(entries: T[]) => ({
    manifest: entries.filter((entry) => !backOffice.has(entry.url.replace(/^\//, ''))),
    warnings: [] as string[],
  });
  return { plugin, transform };
}
