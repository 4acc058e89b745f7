import { describe, expect, it } from 'vitest'
import { commandPaths, MAX_COMMAND_CHARS } from '../src/command-paths.js'

describe('commandPaths', () => {
  it('keeps words with / or . and drops flags, URLs and bare words', () => {
    expect(
      commandPaths('grep -rn --include=*.py TODO src/ README.md https://x.io/a http://y/b git@h:r.git -5', undefined),
    ).toEqual([{ path: 'src/' }, { path: 'README.md' }])
  })

  it('takes the target of cd / pushd at the start of a command as a path', () => {
    expect(commandPaths('cd backend && ls', undefined)).toEqual([{ path: 'backend' }])
    expect(commandPaths('pushd backend;ls', undefined)).toEqual([{ path: 'backend' }])
    expect(commandPaths('(cd docs && make html)', undefined)).toEqual([{ path: 'docs' }])
  })

  it('skips options of cd and finds no target in "cd" or "cd -"', () => {
    expect(commandPaths('cd -P api', undefined)).toEqual([{ path: 'api' }])
    expect(commandPaths('cd', undefined)).toEqual([])
    expect(commandPaths('cd -', undefined)).toEqual([])
    expect(commandPaths('cd -- x', undefined)).toEqual([{ path: 'x' }])
  })

  it('does not take a cd that is not at the start of a command', () => {
    expect(commandPaths('echo cd backend', undefined)).toEqual([])
  })

  it('does not look past an operator for the target', () => {
    expect(commandPaths('cd && ls api/x', undefined)).toEqual([{ path: 'api/x' }])
  })

  it('resolves later words against the cd target, and chains cds', () => {
    expect(commandPaths('cd a && cd b && cat c/d.txt', undefined)).toEqual([
      { path: 'a' },
      { path: 'b', base: 'a' },
      { path: 'c/d.txt', base: 'a/b' },
    ])
  })

  it('starts from the call base', () => {
    expect(commandPaths('cat src/main.py', '/w/backend')).toEqual([{ path: 'src/main.py', base: '/w/backend' }])
    expect(commandPaths('cd src && cat x.py', '/w/backend')).toEqual([
      { path: 'src', base: '/w/backend' },
      { path: 'x.py', base: '/w/backend/src' },
    ])
  })

  it('an absolute or ~ cd target replaces the base', () => {
    expect(commandPaths('cd /tmp/x && cat a.txt', 'w')).toEqual([
      { path: '/tmp/x', base: 'w' },
      { path: 'a.txt', base: '/tmp/x' },
    ])
    expect(commandPaths('cd ~/p && cat a.txt', undefined)).toEqual([{ path: '~/p' }, { path: 'a.txt', base: '~/p' }])
  })

  it('a quoted name with an operator inside is a literal target', () => {
    expect(commandPaths("cd 'backend;'", undefined)).toEqual([{ path: 'backend;' }])
  })
})

describe('commandPaths: the directory in effect, as a shell keeps it', () => {
  it('ends a cd made inside a subshell with its closing parenthesis', () => {
    expect(commandPaths('(cd a && make); cat b/x', undefined)).toEqual([{ path: 'a' }, { path: 'b/x' }])
    expect(commandPaths('echo $(cd a && ls) b/x', '/w')).toEqual([
      { path: 'a', base: '/w' },
      { path: 'b/x', base: '/w' },
    ])
    expect(commandPaths('cd p && (cd a; cat c/y) && cat b/x', undefined)).toEqual([
      { path: 'p' },
      { path: 'a', base: 'p' },
      { path: 'c/y', base: 'p/a' },
      { path: 'b/x', base: 'p' },
    ])
    expect(commandPaths('diff <(cd a && cat x.txt) b/y.txt', undefined)).toEqual([
      { path: 'a' },
      { path: 'x.txt', base: 'a' },
      { path: 'b/y.txt' },
    ])
  })

  it('ignores an unbalanced closing parenthesis', () => {
    expect(commandPaths('cd a ) ; cat b/x', undefined)).toEqual([{ path: 'a' }, { path: 'b/x', base: 'a' }])
  })
})

describe('commandPaths on giant commands (issue 8 item 8, breaker)', () => {
  it('a 4 MB single word after the first path keeps the first path', () => {
    const paths = commandPaths(`cat first/a.py ${'a/'.repeat(2_000_000)}`, undefined, 1000)
    expect(paths[0]).toEqual({ path: 'first/a.py' })
  })

  it('a 16 MB command is split only up to MAX_COMMAND_CHARS: the first path, and no more than the head holds', () => {
    const command = `cat first/a.py ${'x/y '.repeat(4 * 2 ** 20)}`
    const paths = commandPaths(command, undefined)
    expect(paths[0]).toEqual({ path: 'first/a.py' })
    // The head is cut at white space: 'cat first/a.py ' + (1,000,000 - 15) / 4 whole words.
    expect(paths).toHaveLength(1 + Math.floor((MAX_COMMAND_CHARS - 15) / 4))
  })
})
