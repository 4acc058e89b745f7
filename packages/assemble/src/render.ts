/** The fixed heading that starts a non-empty project context (§8). */
export const PROJECT_CONTEXT_HEADER =
  '# Project Context\n\nThe following project context files have been loaded and should be followed:\n\n'

/**
 * Render the project context (§8): the empty string when `sections` holds no
 * non-empty string; otherwise {@link PROJECT_CONTEXT_HEADER} followed by the
 * non-empty sections (the project block, then the Soul text when included)
 * joined with a single `"\n"`. Never throws.
 *
 * @param sections - rendered, already scanned and truncated sections, in order
 */
export function renderProjectContext(sections: readonly string[]): string {
  const present = sections.filter((section) => section.length > 0)
  return present.length === 0 ? '' : PROJECT_CONTEXT_HEADER + present.join('\n')
}
