export { assertLimit, DEFAULT_HINT_MAX_CHARS, DEFAULT_MAX_CHARS, MAX_DYNAMIC_CHARS, resolveMaxChars } from './limit.js'
export type { MaxCharsOptions } from './limit.js'
export { truncateSection, truncationMarker } from './truncate.js'
export type { TruncateOptions, Truncation } from './truncate.js'
