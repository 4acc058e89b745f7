export interface Order {
  id: string
  total: number
}

export function list(): Order[] {
  return []
}
