/** Stands for the emphasised value in a translated sentence, wherever the language puts it. */
export const EMPHASIS_MARK = "\uE000"

/** A translated sentence made with `{value: EMPHASIS_MARK}`, with the value shown in bold (and left to right). */
export const Emphasised = ({ text, value }: { readonly text: string; readonly value: string | undefined }) => {
  const [before, ...after] = text.split(EMPHASIS_MARK)
  return (
    <>
      {before}
      <strong className="gw-ltr">{value}</strong>
      {after.join("")}
    </>
  )
}
