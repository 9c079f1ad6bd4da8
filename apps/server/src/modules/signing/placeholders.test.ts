import { describe, expect, it } from 'vitest';
import { checkPlaceholders, fillPlaceholders, PlaceholderError, placeholdersIn } from './placeholders.ts';

describe('the placeholder filler', () => {
  const known = new Set(['customer.fullName', 'loan.amount']);
  const values = { 'customer.fullName': 'Kiss Anna', 'loan.amount': '2 000 000 Ft' };

  it('puts each value in place of its placeholder, as often as it appears', () => {
    expect(
      fillPlaceholders('{{customer.fullName}}: {{loan.amount}} ({{loan.amount}})', values, 'test', known),
    ).toBe('Kiss Anna: 2 000 000 Ft (2 000 000 Ft)');
  });

  it('leaves a value as it is, even one that looks like a placeholder [ASVS V1.3.7]', () => {
    expect(
      fillPlaceholders('{{customer.fullName}}', { 'customer.fullName': '{{loan.amount}}' }, 'test'),
    ).toBe('{{loan.amount}}');
  });

  it('refuses a placeholder without a value, naming it', () => {
    expect(() => fillPlaceholders('{{loan.amount}}', { 'customer.fullName': 'x' }, 'secci', known)).toThrow(
      "template 'secci' needs a value for 'loan.amount'",
    );
    // A name of Object.prototype is no value either.
    expect(() => fillPlaceholders('{{constructor}}', {}, 'secci')).toThrow(PlaceholderError);
  });

  it('refuses a placeholder the document does not know, even with a value', () => {
    expect(() =>
      fillPlaceholders('{{loan.amuont}}', { ...values, 'loan.amuont': '1 Ft' }, 'secci', known),
    ).toThrow("'secci' has an unknown placeholder '{{loan.amuont}}'");
    expect(() => checkPlaceholders('A THM {{loan.thm}}.', known, 'content/secci.md')).toThrow(/loan\.thm/);
  });

  it('refuses braces that do not make a placeholder', () => {
    for (const text of ['{{ loan.amount }}', '{{loan.amount}', 'a {{loan-amount}} b', 'only }} here', '{{}}'])
      expect(() => fillPlaceholders(text, values, 'test', known), text).toThrow(/malformed placeholder/);
  });

  it('lists the placeholders of a text in order', () => {
    expect(placeholdersIn('{{b}} {{a.c}} {{b}}', 'test')).toEqual(['b', 'a.c', 'b']);
    expect(placeholdersIn('no placeholder', 'test')).toEqual([]);
  });
});
