/** The four adversarial inputs of the §6 linearity requirement, each `length` UTF-16 units. */
export function adversarialInputs(length: number): Record<string, string> {
  const fill = (unit: string) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
  return {
    'curl curl curl …': fill('curl '),
    'ignore a a a …': ('ignore ' + fill('a ')).slice(0, length),
    '<!-- repeated': fill('<!--'),
    'cat  repeated': fill('cat '),
  }
}
