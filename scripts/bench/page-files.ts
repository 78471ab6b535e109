/**
 * The files of one prerendered page in build/client: its HTML, the `.data` file a client-side
 * navigation reads, and their precompressed copies. The hydration file the page names (decision
 * 0013) is found from its HTML (`hydrationFileOf`).
 */
export function pageFiles(path: string): string[] {
  const html = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
  const data = path === "/" ? "_root.data" : `${path.slice(1)}.data`;
  return [html, data].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
}

/** The hydration file a page's HTML names, with its precompressed copies (none if it names none). */
export function hydrationFilesOf(html: string): string[] {
  const match = /"(\/assets\/hydration\/[\w-]+\.txt)"/.exec(html);
  if (!match) return [];
  const file = match[1]!.slice(1);
  return [file, `${file}.br`, `${file}.gz`];
}
