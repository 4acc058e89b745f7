import { CONTENT_RULES } from '../detectors.js'
import type { RecommendedRule } from '../rule-kit.js'
import { bidiControls } from './bidi-controls.js'
import { contextFilePoisoning } from './context-file-poisoning.js'
import { encodedPayloads } from './encoded-payloads.js'
import { hiddenComments } from './hidden-comments.js'
import { hiddenElements } from './hidden-elements.js'
import { hermesPatterns } from './hermes-patterns.js'
import { invisibleCharacters } from './invisible-characters.js'
import { mixedScript } from './mixed-script.js'
import { unicodeTags } from './unicode-tags.js'
import { variationSelectors } from './variation-selectors.js'

/** Every rule of the `recommended` preset, in preset order (the order of ids in a BLOCKED line). */
export const recommendedRules: readonly RecommendedRule[] = [
  invisibleCharacters,
  unicodeTags,
  variationSelectors,
  bidiControls,
  mixedScript,
  hiddenComments,
  hiddenElements,
  ...CONTENT_RULES,
  contextFilePoisoning,
  encodedPayloads,
  hermesPatterns,
]
