import { describe, expect, it } from 'vitest';
import { ContentFormatError, parseContent } from './content-format.ts';

const parse = (lines: string[]) => parseContent(lines.join('\n'), 'test.md');

describe('the content file format', () => {
  it('reads values, every kind of block and parts', () => {
    const file = parse([
      '@values',
      'format: A4',
      'type: Áruhitel: kapcsolt hitel',
      '',
      '<!-- a note for the editor -->',
      '',
      '# Cím',
      '',
      '_Kelt: {{contract.date}}_',
      '',
      '> Röviden: első sor',
      '> és a folytatása.',
      '',
      '## #. Számozott fejezet',
      '',
      '## I. rész',
      '',
      'Egy bekezdés,',
      'két sorban.',
      '',
      '- első pont',
      '  folytatva',
      '- második pont',
      '',
      'Címke',
      ': érték: kettősponttal',
      'Másik',
      ': {{loan.thm}}',
      '',
      'Lenyomat',
      ': `{{document.sha256}}`',
      'Azonosító',
      ': `{{application.id}}`',
      '',
      '@schedule month 0.2, balance 0.8',
      '',
      '@late-payment-costs',
      '',
      '@slot keyFacts',
      '',
      '@include complaints',
      '',
      '@page-break',
      '',
      '@part extra',
      '',
      'A rész bekezdése.',
    ]);
    expect(file.values).toEqual({ format: 'A4', type: 'Áruhitel: kapcsolt hitel' });
    expect(file.blocks).toEqual([
      { kind: 'title', text: 'Cím' },
      { kind: 'subtitle', text: 'Kelt: {{contract.date}}' },
      { kind: 'summary', text: 'Röviden: első sor és a folytatása.' },
      { kind: 'heading', text: 'Számozott fejezet', numbered: true },
      { kind: 'heading', text: 'I. rész' },
      { kind: 'paragraph', text: 'Egy bekezdés, két sorban.' },
      { kind: 'bullets', items: ['első pont folytatva', 'második pont'] },
      {
        kind: 'facts',
        rows: [
          { label: 'Címke', value: 'érték: kettősponttal' },
          { label: 'Másik', value: '{{loan.thm}}' },
        ],
      },
      { kind: 'code', label: 'Lenyomat', text: '{{document.sha256}}' },
      { kind: 'code', label: 'Azonosító', text: '{{application.id}}' },
      {
        kind: 'schedule',
        columns: [
          { key: 'month', width: 0.2 },
          { key: 'balance', width: 0.8 },
        ],
      },
      { kind: 'latePaymentCosts' },
      { kind: 'slot', name: 'keyFacts' },
      { kind: 'include', name: 'complaints' },
      { kind: 'pageBreak' },
    ]);
    expect(file.parts).toEqual({ extra: [{ kind: 'paragraph', text: 'A rész bekezdése.' }] });
  });

  it.each([
    [['# Cím', 'Bekezdés rögtön utána'], /test\.md:2: this block is one line/],
    [['Címke', ': érték', 'Címke érték nélkül'], /test\.md:3: a label needs a `: value` line/],
    [['Címke', ': érték', 'Kód', ': `x`'], /facts and `code` values are separate blocks/],
    [['Bekezdés', '- pont'], /put an empty line before a new block/],
    [['- pont', 'nem behúzott sor'], /expected `- ` or a line indented/],
    [['> Röviden', 'folytatás jel nélkül'], /every line of a summary starts with `> `/],
    [['@slot nincsIlyen'], /@slot is one of/],
    [['@schedule month 12'], /a share below 1/],
    [['@schedule hónap 0.1'], /a column is a key/],
    [['@page-break most'], /takes nothing after it/],
    [['@aláírás'], /unknown directive @aláírás/],
    [['###### Cím'], /a title is `# text`/],
    [['# Cím', '', '@values', 'format: A4'], /@values comes first/],
    [['@values', 'format A4'], /a value is a line `key: value`/],
    [['@values', 'format: A4', 'format: PHONE'], /'format' is given twice/],
    [['@part a', '', '@part a'], /part 'a' is given twice/],
  ])('refuses %j', (lines, message) => {
    expect(() => parse(lines)).toThrow(ContentFormatError);
    expect(() => parse(lines)).toThrow(message);
  });
});
