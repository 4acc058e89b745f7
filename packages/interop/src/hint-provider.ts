import type { Diagnostic, HintProvider, HintProviderContext, ProvidedHint } from '@hermes/core'
import { createDiscoverContext, findGitRoot } from '@hermes/discovery'
import { EXCLUDED_SEGMENTS } from '@hermes/hints'
import { readNonEmpty } from './collect-context.js'
import { hintNamesOf } from './file-types.js'
import { AGENTS, type AgentId } from './agents.js'
import { cursorRules } from './agents/cursor.js'
import { windsurfRules } from './agents/windsurf.js'
import type { CollectContext } from './collect-context.js'
import { COLLECTORS, RULE_COLLECTORS } from './collectors.js'
import { matchesGlob } from './globs.js'
import { labelOf } from './imports.js'
import type { ResolvedInteropOptions } from './options.js'
import type { AgentFile } from './rule-file.js'
import { collectContext } from './startup.js'
// `node:path` from `process.getBuiltinModule`: no ES-module facade to build when the package loads (issue 11).
const { dirname, isAbsolute, join, relative, resolve, sep } = process.getBuiltinModule('node:path')

/** Id of the interop hint provider. */
export const RULES_HINT_PROVIDER_ID = 'interop-rules'

const SAFE_GLOBS = /^[\w./*?{},!@+ -]{1,200}$/

function inside(path: string, directory: string): boolean {
  const rel = relative(directory, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

/**
 * The hint provider of `@hermes/interop` (§5, §9): when a tool call touches a
 * file, every glob-scoped rule of the session's agents whose patterns match
 * the file's path (relative to the rule's base directory, in the agent's
 * dialect) attaches once, as `[Rule attached: <path> (<Agent>, <field>:
 * <globs>)]` + its body (front matter removed), scanned and truncated by the
 * tracker. `.cursor/rules` and `.windsurf/rules` folders of subdirectories are
 * read when a touched path lies below them: their always-on rules attach then,
 * their glob rules match paths relative to that subdirectory.
 *
 * Which agents: with `mode: 'first'`, the agent whose type won at start-up
 * (from the tracker's `startupFileType`; none when another type such as
 * Hermes won; when unknown, the first enabled agent with any file); with
 * `mode: 'all'`, every enabled agent (none when another type won).
 * A rule whose file resolves outside the working directory is not attached (§5).
 */
export function rulesHintProvider(options: ResolvedInteropOptions): HintProvider {
  return {
    id: RULES_HINT_PROVIDER_ID,
    description:
      'Glob-scoped rules of Cursor, Windsurf, Continue, Copilot, Claude Code and Cline, attached when a matching file is touched',
    start(context) {
      let state: Promise<State> | undefined
      return {
        async provide(paths) {
          const s = await (state ??= init(context, options))
          return provideFor(s, paths)
        },
      }
    },
  }
}

interface State {
  readonly workingDir: string
  readonly agents: readonly AgentId[]
  readonly collect: CollectContext
  readonly rules: AgentFile[]
  readonly nested: Map<string, AgentFile[]>
  readonly attached: Set<string>
  readonly options: ResolvedInteropOptions
}

async function init(context: HintProviderContext, options: ResolvedInteropOptions): Promise<State> {
  const workingDir = context.workingDir
  const timeout = context.readTimeoutMs === undefined ? {} : { timeoutMs: context.readTimeoutMs }
  let gitRoot: string | null
  try {
    gitRoot = await findGitRoot(workingDir, { fs: context.fs, ...timeout })
  } catch {
    gitRoot = null
  }
  // Start-up already reported every file's diagnostics; the provider's re-reads stay quiet.
  const ignore = (diagnostic: Diagnostic): void => void diagnostic
  const discover = createDiscoverContext({
    cwd: workingDir,
    gitRoot,
    hermesHome: workingDir,
    fs: context.fs,
    report: ignore,
    ...timeout,
  })
  const collect = collectContext(discover, options)
  const agents = await activeAgents(context, options, collect)
  const rules: AgentFile[] = []
  for (const agent of agents) {
    const collector = RULE_COLLECTORS[agent]
    if (!collector) continue
    for (const file of await collector(collect)) if (file.activation.kind === 'glob') rules.push(file)
  }
  return { workingDir, agents, collect, rules, nested: new Map(), attached: new Set(), options }
}

async function activeAgents(
  context: HintProviderContext,
  options: ResolvedInteropOptions,
  collect: CollectContext,
): Promise<readonly AgentId[]> {
  const startup = context.startupFileType
  if (options.mode === 'all')
    return startup === undefined || startup === null || startup === 'interop' ? options.agents : []
  if (typeof startup === 'string') {
    const winner = options.agents.find((agent) => AGENTS[agent].fileTypeId === startup)
    return winner ? [winner] : []
  }
  for (const agent of options.agents) if ((await COLLECTORS[agent](collect)).length > 0) return [agent]
  return []
}

async function nestedRules(state: State, directory: string): Promise<AgentFile[]> {
  const cached = state.nested.get(directory)
  if (cached) return cached
  const files: AgentFile[] = []
  // In `all` mode every agent's nested memory file loads (the tracker's §5 step loads only the first name per folder).
  if (state.options.mode === 'all')
    for (const agent of state.agents) {
      for (const name of hintNamesOf(agent, state.options)) {
        const read = await readNonEmpty(state.collect, join(directory, name))
        if (!read) continue
        files.push({
          agent,
          path: read.path,
          realPath: read.realPath,
          label: labelOf(state.workingDir, read.path),
          base: directory,
          text: read.text,
          readText: read.text,
          activation: { kind: 'always' },
          nestedMemory: true,
        })
        if (agent === 'codex') break // one AGENTS file per folder (override first)
      }
    }
  if (state.agents.includes('cursor')) for (const item of await cursorRules(state.collect, directory)) files.push(item)
  if (state.agents.includes('windsurf'))
    for (const item of await windsurfRules(state.collect, directory)) files.push(item)
  state.nested.set(directory, files)
  return files
}

function heading(file: AgentFile, why: string): string {
  return `Rule attached: ${file.label} (${AGENTS[file.agent].name}, ${why})`
}

async function provideFor(state: State, paths: readonly string[]): Promise<ProvidedHint[]> {
  const out: ProvidedHint[] = []
  const offer = (file: AgentFile, why: string, touched: string, memory = false) => {
    if (state.attached.has(file.realPath) || !inside(file.realPath, state.workingDir)) return
    state.attached.add(file.realPath)
    out.push({
      key: `interop:${file.realPath}`,
      heading: memory ? `Subdirectory context discovered: ${file.label}` : heading(file, why),
      label: file.label,
      path: file.path,
      text: file.text,
      meta: {
        agent: file.agent,
        agentName: AGENTS[file.agent].name,
        touched: labelOf(state.workingDir, touched),
        activation: file.activation.kind,
      },
    })
  }
  const matchRule = (file: AgentFile, path: string) => {
    if (file.activation.kind !== 'glob' || !inside(path, file.base)) return
    const rel = relative(file.base, path).split(sep).join('/')
    if (rel === '' || !matchesGlob(rel, file.activation.globs, file.activation.dialect)) return
    const globs = file.activation.globs.join(', ')
    offer(
      file,
      SAFE_GLOBS.test(globs) ? `${file.activation.field}: ${globs}` : `${file.activation.field} matched`,
      path,
    )
  }
  for (const raw of paths) {
    if (typeof raw !== 'string' || !isAbsolute(raw)) continue
    const path = resolve(raw)
    if (!inside(path, state.workingDir) || path === state.workingDir) continue
    // Rules folders of the subdirectories between the working directory and the path (shallowest first).
    const dirs: string[] = []
    for (let dir = dirname(path); dir !== state.workingDir && inside(dir, state.workingDir); dir = dirname(dir))
      dirs.push(dir)
    // A path in a folder the tracker excludes (§5: node_modules, build, .git…) attaches no rule.
    if (dirs.some((dir) => EXCLUDED_SEGMENTS.has(dir.slice(dir.lastIndexOf(sep) + 1)))) continue
    for (const rule of state.rules) matchRule(rule, path)
    for (const dir of dirs.reverse()) {
      for (const rule of await nestedRules(state, dir)) {
        if (rule.activation.kind === 'always')
          offer(rule, `applies below ${labelOf(state.workingDir, dir)}/`, path, rule.nestedMemory === true)
        else matchRule(rule, path)
      }
    }
  }
  return out
}
