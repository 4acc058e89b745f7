export { testRule } from './testing/test-rule.js'
export type { TestRuleOptions, TestRuleSummary } from './testing/test-rule.js'
export type { InvalidCase, RuleCases, ValidCase } from './testing/cases.js'
