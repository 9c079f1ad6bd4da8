/**
 * After a submit that failed validation, moves focus to the first field that needs attention,
 * so on a long form the customer (and a screen reader) lands on the message, not the button.
 */
export function focusFirstInvalid(root: ParentNode = document): void {
  requestAnimationFrame(() => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
