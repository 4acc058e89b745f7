import { pathToFileURL } from 'node:url'
import type { Diagnostic, Host, Rule, RuleSettings } from '@hermes/core'
import { SarifBuilder, SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder'
import type { Log, Notification } from 'sarif'
import { displayPath } from '../report/text.js'
import type { FileScan } from './scan-files.js'

/** The `$schema` written into the log: the `$id` of the official OASIS SARIF 2.1.0 schema. */
export const SARIF_SCHEMA_URI =
  'https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json'

/** Options of {@link sarifLog}. */
export interface SarifOptions {
  readonly host: Host
  readonly preset: string
  /** Rule settings applied on top of the preset (their effective severities are the rules' default levels). */
  readonly rules?: RuleSettings
  readonly version: string
  /** The directory result paths are relative to (`%SRCROOT%`): the current directory. */
  readonly root: string
  /** Skipped files and unreadable directories, as tool notifications. */
  readonly diagnostics: readonly Diagnostic[]
}

/** GitHub code scanning shows `security-severity` (0–10) as low/medium/high/critical. */
function securitySeverity(severity: 'block' | 'warn'): string {
  return severity === 'block' ? '8.0' : '4.0'
}

function ruleBuilder(rule: Pick<Rule, 'id' | 'meta'>, severity: 'block' | 'warn'): SarifRuleBuilder {
  const builder = new SarifRuleBuilder({
    name: rule.id,
    defaultConfiguration: { level: severity === 'block' ? 'error' : 'warning' },
    help: {
      text: `${rule.meta.description} Category: ${rule.meta.category}. A file with a block finding is not loaded (hermes-context spec §6).`,
    },
    properties: {
      tags: ['security', 'prompt-injection', rule.meta.category],
      precision: 'high',
      'security-severity': securitySeverity(severity),
    },
  }).initSimple({
    ruleId: rule.id,
    shortDescriptionText: rule.meta.description,
    fullDescriptionText: `${rule.meta.description} (category ${rule.meta.category}, severity ${severity}).`,
    ...(rule.meta.url === undefined ? {} : { helpUri: rule.meta.url }),
  })
  return builder
}

/**
 * A file's location: a URI relative to `%SRCROOT%` when it lies below the
 * root, each segment percent-encoded (`encodeURI` would leave `a:b/…` reading
 * as a scheme, `#` as a fragment and `?` as a query), else a `file:` URI.
 */
function artifactLocation(path: string, root: string): { uri: string; uriBaseId?: string } {
  const shown = displayPath(path, root)
  if (shown === path) return { uri: pathToFileURL(path).href }
  if (shown === '.') return { uri: './', uriBaseId: '%SRCROOT%' }
  const uri = shown
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/')
  return { uri, uriBaseId: '%SRCROOT%' }
}

/**
 * A SARIF 2.1.0 log of a scan, built with node-sarif-builder, in the shape
 * GitHub code scanning accepts: every rule of the preset (with
 * `security-severity` and tags), one result per finding (level `error` for
 * `block`, `warning` for `warn`) located by a `%SRCROOT%`-relative URI and a
 * region in code points (`columnKind: unicodeCodePoints`) with the excerpt
 * as snippet, and skipped files as tool execution notifications.
 */
export function sarifLog(files: readonly FileScan[], options: SarifOptions): Log {
  const run = new SarifRunBuilder({
    columnKind: 'unicodeCodePoints',
    originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileURL(`${options.root.replace(/\/$/, '')}/`).href } },
    automationDetails: { id: `hermes-context/${options.preset}/` },
  }).initSimple({ toolDriverName: 'hermes-context', toolDriverVersion: options.version })
  run.run.tool.driver.semanticVersion = options.version

  const ruleIds = new Set<string>()
  for (const { rule, severity } of options.host.resolvePreset(options.preset, options.rules).rules) {
    if (severity === 'off') continue
    ruleIds.add(rule.id)
    run.addRule(ruleBuilder(rule, severity))
  }

  for (const file of files)
    for (const { finding, position } of file.findings) {
      if (!ruleIds.has(finding.ruleId)) {
        ruleIds.add(finding.ruleId)
        run.addRule(
          ruleBuilder(
            {
              id: finding.ruleId,
              meta: { category: finding.category, severity: finding.severity, description: finding.reason },
            },
            finding.severity,
          ),
        )
      }
      const location = artifactLocation(file.path, options.root)
      const result = new SarifResultBuilder({
        properties: { findingId: finding.id, category: finding.category, fileBlocked: file.blocked },
      }).initSimple({
        level: finding.severity === 'block' ? 'error' : 'warning',
        messageText: finding.id === finding.ruleId ? finding.reason : `${finding.reason} (${finding.id})`,
        ruleId: finding.ruleId,
        fileUri: location.uri,
        startLine: position.line,
        startColumn: position.column,
        endLine: position.endLine,
        endColumn: Math.max(1, position.endColumn),
      })
      const physical = result.result.locations?.[0]?.physicalLocation
      if (physical?.artifactLocation && location.uriBaseId) physical.artifactLocation.uriBaseId = location.uriBaseId
      if (physical?.region) physical.region.snippet = { text: finding.excerpt }
      run.addResult(result)
    }

  const notifications: Notification[] = options.diagnostics.map((diagnostic) => ({
    level: diagnostic.severity === 'error' ? 'error' : diagnostic.severity === 'warning' ? 'warning' : 'note',
    message: { text: `${diagnostic.reason} (${diagnostic.code})` },
    locations: [{ physicalLocation: { artifactLocation: artifactLocation(diagnostic.path, options.root) } }],
  }))
  run.run.invocations = [{ executionSuccessful: true, toolExecutionNotifications: notifications }]

  const builder = new SarifBuilder({ $schema: SARIF_SCHEMA_URI, version: '2.1.0' })
  builder.addRun(run)
  const log = builder.buildSarifOutput()
  // The builder lists each result's file as an artifact by URI only: give relative ones their base.
  for (const artifact of log.runs[0]?.artifacts ?? [])
    if (artifact.location?.uri !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(artifact.location.uri))
      artifact.location.uriBaseId = '%SRCROOT%'
  return log
}
