export { HermesError, isHermesError } from './errors.js'
export { errorCode, isThenable } from './foreign.js'
export type { HermesErrorCode } from './errors.js'
export {
  codePointLength,
  codePointOffset,
  decodeUtf8Strict,
  headCodePoints,
  isWhiteSpace,
  normaliseContextText,
  normaliseLineEndings,
  positionAt,
  stripLeadingBom,
  tailCodePoints,
  trimWhiteSpace,
} from './text.js'
export { nodeFileSystem } from './fs.js'
export { localAccessOf } from './local-fs.js'
export type { LocalFileAccess, LocalOpenedFile } from './local-fs.js'
export type { EntryKind, EntryStat, FileSystem, OpenedFile, ReadFileOptions } from './fs.js'
export type { Diagnostic, DiagnosticCode, DiagnosticSeverity } from './diagnostic.js'
export type {
  DiscoverContext,
  DiscoveredFile,
  DiscoveredFiles,
  FileType,
  ReadOutcome,
  ScanVerdict,
} from './file-type.js'
export type { Finding } from './finding.js'
export type {
  Preset,
  ReportDescriptor,
  ResolvedPreset,
  ResolvedRule,
  Rule,
  RuleContext,
  RuleExample,
  RuleExamples,
  RuleInvalidExample,
  RuleMeta,
  RuleOptionsSchema,
  RuleSetting,
  RuleSettings,
  ScannerSettings,
  ScanView,
  Severity,
} from './rule.js'
export { RULE_ID_PATTERN } from './resolve-preset.js'
export type {
  ExtractContext,
  HintPathExtractor,
  HintProvider,
  HintProviderContext,
  HintProviderSession,
  ProvidedHint,
  ToolCallPath,
} from './hint.js'
export type { HermesPlugin, HermesPluginFactory, PluginEntry } from './plugin.js'
export { createHost } from './host.js'
export type { Host, HostOptions } from './host.js'
export {
  BIDI_CONTROL_RANGES,
  BIDI_MARK_RANGES,
  BLANK_LETTER_RANGES,
  codePointClass,
  INVISIBLE_CHARACTER_RANGES,
  INVISIBLE_FORMAT_RANGES,
  isBidiControl,
  isBidiMark,
  isBlankLetter,
  isInvisibleCharacter,
  isInvisibleFormat,
  isTag,
  isVariationSelector,
  TAG_RANGES,
  unsafeNameCharacter,
  VARIATION_SELECTOR_RANGES,
} from './invisible.js'
export type { CodePointRange } from './invisible.js'
