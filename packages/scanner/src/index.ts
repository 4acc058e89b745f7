export { createScanner, defaultScannerHost } from './engine/create-scanner.js'
export type { ScannerOptions } from './engine/create-scanner.js'
export { MAX_FINDINGS_PER_RULE, RULE_ERROR_ID } from './engine/scan-result.js'
export { SCAN_CACHE_MAX_BYTES } from './engine/scan-cache.js'
export type { RuleFault, RuleFaultKind, ScanOptions, ScanResult, Scanner, Verdict } from './engine/scan-result.js'
export { ruleOptionDefaults } from './engine/rule-docs.js'
export { blockedLine } from './engine/blocked-line.js'
export { hermesPlugin, hermesPreset } from './hermes/plugin.js'
export { hermesRules } from './rules/hermes/all.js'
export type { HermesRule } from './hermes/pattern-rule.js'
export { invisibleId, INVISIBLE_CODE_POINTS } from './rules/hermes/invisible_unicode.js'
export { BOUNDARY, compileSpecPattern, SPACE_CLASS, WORD_CLASS } from './hermes/spec-pattern.js'
export { nfkcView, normaliseNfkc } from './views/nfkc.js'
export type { NfkcText } from './views/nfkc.js'
export { recommendedPlugin } from './recommended/index.js'
export {
  analyseMarkdown,
  clauseStart,
  CONCEPT,
  CONCEPT_WORDS,
  CONCEPTS,
  foldedView,
  foldText,
  framingOf,
  hasConcept,
  LEXICON,
  markdownView,
  regionsOf,
  regionsView,
  sentenceEnd,
  sentenceStart,
  tokenize,
  tokensOf,
  tokensView,
} from './recommended/views.js'
export type {
  Concept,
  FoldedText,
  Framing,
  HiddenCarrier,
  MarkdownContext,
  Region,
  RegionKind,
  TokenStream,
} from './recommended/views.js'
export type { Finding, RuleSetting, RuleSettings, ScannerSettings } from '@hermes/core'
