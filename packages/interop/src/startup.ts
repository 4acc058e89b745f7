import type { DiscoverContext, DiscoveredFile } from '@hermes/core'
import { createScanner } from '@hermes/scanner'
import { AGENTS, type AgentId } from './agents.js'
import type { CollectContext } from './collect-context.js'
import type { ResolvedInteropOptions } from './options.js'
import type { Activation, AgentFile } from './rule-file.js'

const SOURCE = '@hermes/interop'

let fallbackScanner: ReturnType<typeof createScanner> | undefined

/** The collector context for a discover context: its scanner when it has one, else the scanner's default preset. */
export function collectContext(discover: DiscoverContext, options: ResolvedInteropOptions): CollectContext {
  let home = '/'
  try {
    const value: unknown = discover.fs.homedir()
    if (typeof value === 'string' && value.startsWith('/')) home = value
  } catch {
    // keep '/': user-level files and `@~/` imports then resolve nowhere useful
  }
  const scan =
    discover.scan ??
    ((text: string, label: string) => {
      const result = (fallbackScanner ??= createScanner()).scan(text, { label })
      return {
        blocked: result.blocked,
        text: result.blocked ? (result.blockedLine ?? '') : result.text,
        ids: result.ids,
      }
    })
  return { discover, options, home, scan }
}

/** Why a rule is not loaded at start-up, as the report prints it. */
export function deferredWhy(activation: Activation): string {
  switch (activation.kind) {
    case 'glob':
      return `${activation.field}: ${activation.globs.join(', ')} — attaches when a matching file is touched`
    case 'requested':
      return 'description only — listed so the agent can ask for it, not loaded'
    case 'manual':
      return 'no activation (manual) — not loaded unless asked for by name'
    default:
      return 'always'
  }
}

/** State shared by the agents of one start-up (identical texts load once, §`all`). */
export interface Seen {
  readonly texts: Map<string, string>
  readonly realPaths: Map<string, string>
}

/**
 * The sections of one agent's files at start-up: `always` files load (each its
 * own section, labelled `label`, or `Agent: label` when `prefix`), a file whose
 * text or target already loaded is dropped (`duplicate`), `glob`, `requested`
 * and `manual` files are reported as `deferred` with why; `requested` files are
 * listed (path and description) in one section after the agent's files.
 */
export function sectionsOf(
  agent: AgentId,
  files: readonly AgentFile[],
  discover: DiscoverContext,
  seen: Seen,
  prefix: boolean,
): DiscoveredFile[] {
  const info = AGENTS[agent]
  const name = (label: string) => (prefix ? `${info.name}: ${label}` : label)
  const out: DiscoveredFile[] = []
  const requested: AgentFile[] = []
  for (const file of files) {
    if (file.activation.kind !== 'always') {
      if (file.activation.kind === 'requested') requested.push(file)
      discover.report({
        code: 'deferred',
        severity: 'info',
        path: file.path,
        reason: `Not loaded at start-up (${info.name}): ${deferredWhy(file.activation)}.`,
        source: SOURCE,
        data: {
          agent,
          agentName: info.name,
          label: file.label,
          activation: file.activation.kind,
          why: deferredWhy(file.activation),
          ...(file.activation.kind === 'glob' ? { globs: file.activation.globs, field: file.activation.field } : {}),
        },
      })
      continue
    }
    if (file.text.length === 0) continue
    const earlier = seen.realPaths.get(file.realPath) ?? seen.texts.get(file.text)
    if (earlier !== undefined) {
      discover.report({
        code: 'duplicate',
        severity: 'info',
        path: file.path,
        reason: `Not loaded (${info.name}): same ${seen.realPaths.has(file.realPath) ? 'file' : 'text'} as ${earlier}, already loaded.`,
        source: SOURCE,
        data: { agent, agentName: info.name, label: file.label, duplicateOf: earlier },
      })
      continue
    }
    seen.realPaths.set(file.realPath, name(file.label))
    seen.texts.set(file.text, name(file.label))
    out.push({
      label: name(file.label),
      path: file.path,
      realPath: file.realPath,
      text: file.text,
      readText: file.readText,
      truncateName: name(file.label),
      meta: {
        agent,
        agentName: info.name,
        activation: 'always',
        ...(file.imports ? { imports: file.imports } : {}),
        ...(file.cut ? { cut: true } : {}),
      },
    })
  }
  if (requested.length > 0) {
    const lines = requested.map((file) => {
      const description = file.activation.kind === 'requested' ? file.activation.description.replace(/\s+/g, ' ') : ''
      return `- \`${file.label}\`: ${description}`
    })
    const text = `These ${info.name} rules are not loaded; read one with your file tools when its description applies:\n${lines.join('\n')}`
    const first = requested[0] as AgentFile
    out.push({
      label: name(`${info.name} rules on request`),
      path: first.path,
      realPath: first.realPath,
      text,
      readText: text,
      truncateName: name(`${info.name} rules on request`),
      meta: { agent, agentName: info.name, activation: 'requested', listed: requested.map((file) => file.label) },
    })
  }
  return out
}
