import { describe, expect, it } from 'vitest'
import { shellWords, type ShellToken } from '../src/shell-words.js'

const words = (command: string) =>
  shellWords(command).map((t: ShellToken) => ('word' in t ? t.word : `<${t.separator}>`))

describe('shellWords', () => {
  it('splits on spaces and keeps quoted words whole', () => {
    expect(words(`cat "my docs/intro.md" 'a b/c' d\\ e/f`)).toEqual(['cat', 'my docs/intro.md', 'a b/c', 'd e/f'])
  })

  it('returns every §5 operator as a separator, even without spaces', () => {
    expect(words('a&&b||c|d;e&f;;g|&h(i)')).toEqual([
      'a',
      '<&&>',
      'b',
      '<||>',
      'c',
      '<|>',
      'd',
      '<;>',
      'e',
      '<&>',
      'f',
      '<;;>',
      'g',
      '<|&>',
      'h',
      '<(>',
      'i',
      '<)>',
    ])
  })

  it('drops redirection operators but keeps their words', () => {
    expect(words('grep x src/ 2>/dev/null >>out.log <in.txt')).toEqual([
      'grep',
      'x',
      'src/',
      '2',
      '/dev/null',
      'out.log',
      'in.txt',
    ])
  })

  it('keeps $VAR and ${VAR} literal', () => {
    expect(words('cat $HOME/a "${DIR}/b" $1')).toEqual(['cat', '$HOME/a', '$DIR/b', '$1'])
  })

  it('returns globs as their pattern', () => {
    expect(words('ls src/**/*.ts *.md')).toEqual(['ls', 'src/**/*.ts', '*.md'])
  })

  it('drops comments to the end of the line only', () => {
    expect(words('cat a/b # see c/d\nls e/f')).toEqual(['cat', 'a/b', '<;>', 'ls', 'e/f'])
  })

  it('keeps a # inside a word literal', () => {
    expect(words('cat notes#1/a.md x/#y')).toEqual(['cat', 'notes#1/a.md', 'x/#y'])
  })

  it('keeps a # inside quotes literal', () => {
    expect(words(`echo "a # b" 'c # d'`)).toEqual(['echo', 'a # b', 'c # d'])
  })

  it('treats an unquoted newline as a command separator and a quoted one as text', () => {
    expect(words('cd a\ncat "x\ny"')).toEqual(['cd', 'a', '<;>', 'cat', 'x\ny'])
  })

  it('joins a backslash-newline continuation', () => {
    expect(words('cat a/b \\\n  c/d')).toEqual(['cat', 'a/b', 'c/d'])
  })

  it('ignores an unbalanced quote', () => {
    expect(words(`echo "unbalanced src/a`)).toEqual(['echo', 'unbalanced', 'src/a'])
    expect(words(`echo it's src/a`)).toEqual(['echo', 'it', 's', 'src/a'])
  })

  it('never throws on a bad substitution', () => {
    expect(words('cat ${ src/a')).toEqual(['cat', '${', 'src/a'])
    expect(words('cat ${}')).toEqual(['cat', '${}'])
  })

  it('returns nothing for an empty or blank command', () => {
    expect(shellWords('')).toEqual([])
    expect(shellWords(' \t ')).toEqual([])
  })

  it('reads ANSI-C quoting', () => {
    expect(words(`cat $'a\\tb/c'`)).toEqual(['cat', 'a\tb/c'])
  })
})
