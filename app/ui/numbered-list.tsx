/**
 * An ordered list with each number in a round badge (hidden from screen readers: the list
 * numbers its items itself). The classes size and colour the badge and the text.
 */
export function NumberedList({
  items,
  className,
  itemClassName,
  badgeClassName,
  textAs: Text = "span",
  textClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  badgeClassName: string;
  textAs?: "p" | "span";
  textClassName: string;
}) {
  return (
    <ol className={className}>
      {items.map((item, index) => (
        <li key={item} className={`flex ${itemClassName}`}>
          <span
            aria-hidden="true"
            className={`flex shrink-0 items-center justify-center rounded-full text-sm font-bold ${badgeClassName}`}
          >
            {index + 1}
          </span>
          <Text className={textClassName}>{item}</Text>
        </li>
      ))}
    </ol>
  );
}
