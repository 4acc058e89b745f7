/**
 * The exact section body of a blocked context file (spec §6):
 * `[BLOCKED: <label> contained potential prompt injection (<ids joined ", ">). Content not loaded.]`.
 *
 * @param label - the section label, e.g. `AGENTS.md` or `.cursor/rules/deploy.mdc`
 * @param ids - finding ids in BLOCKED-line order (see {@link ScanResult.ids}), each once
 * @returns the one-line replacement text
 */
export function blockedLine(label: string, ids: readonly string[]): string {
  return `[BLOCKED: ${label} contained potential prompt injection (${ids.join(', ')}). Content not loaded.]`
}
