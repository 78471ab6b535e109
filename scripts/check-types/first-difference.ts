/** Where two versions of a generated file first disagree, as "line N: committed … / regenerated …"; null if equal. */
export function firstDifference(committed: string, regenerated: string): string | null {
  if (committed === regenerated) return null;
  const before = committed.split("\n");
  const after = regenerated.split("\n");
  const line = before.findIndex((text, index) => text !== after[index]);
  const at = line === -1 ? before.length : line;
  const clip = (text: string | undefined) => (text === undefined ? "(end of file)" : JSON.stringify(text.slice(0, 100)));
  return `line ${at + 1}: committed ${clip(before[at])}, regenerated ${clip(after[at])}`;
}
