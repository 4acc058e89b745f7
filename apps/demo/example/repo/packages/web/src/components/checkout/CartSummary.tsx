export interface CartSummaryProps {
  itemCount: number
  total: string
}

export function CartSummary({ itemCount, total }: CartSummaryProps) {
  return (
    <p>
      {itemCount} items, {total}
    </p>
  )
}
