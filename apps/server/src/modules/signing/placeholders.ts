/**
 * The `{{name}}` placeholders of the documents' content files (docs/decisions/025). A name is
 * letters, digits and dots (`loan.thm`). Filling is strict, so a document is never issued
 * with a gap or a typo in it: a placeholder the document does not know, a known one without
 * a value, and braces that do not make a placeholder (`{{ loan.thm }}`, `{{loan.thm}`) all
 * stop it.
 */

const placeholder = /\{\{([a-zA-Z0-9.]+)\}\}/g;

export class PlaceholderError extends Error {}

/** The names of the placeholders in `text`, in order; stray braces are refused. */
export function placeholdersIn(text: string, source: string): string[] {
  const rest = text.replace(placeholder, '');
  const stray = rest.match(/.{0,20}(\{\{|\}\}).{0,20}/)?.[0];
  if (stray !== undefined) throw new PlaceholderError(`'${source}' has a malformed placeholder: "${stray}"`);
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? '');
}

/** Refuses a placeholder outside `known`: a name the code never fills is a typo in the content. */
export function checkPlaceholders(text: string, known: ReadonlySet<string>, source: string): void {
  for (const name of placeholdersIn(text, source))
    if (!known.has(name)) throw new PlaceholderError(`'${source}' has an unknown placeholder '{{${name}}}'`);
}

/**
 * `text` with every placeholder replaced by its value. A placeholder without a value stops
 * the document; so does one outside `known` when the document's placeholders are given.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  source: string,
  known?: ReadonlySet<string>,
): string {
  if (known) checkPlaceholders(text, known, source);
  else placeholdersIn(text, source);
  return text.replace(placeholder, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new PlaceholderError(`template '${source}' needs a value for '${name}'`);
    return value;
  });
}
