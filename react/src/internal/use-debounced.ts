import { useEffect, useState } from "react"

/** `value`, once it has stayed the same for `delayMs`. */
export const useDebounced = <A>(value: A, delayMs: number): A => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
