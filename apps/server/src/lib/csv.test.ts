import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvStream } from './csv.ts';

describe('CSV', () => {
  it('quotes cells with quotes, commas and line breaks, and doubles their quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell("Meera D'Souza")).toBe("Meera D'Souza");
    expect(csvCell('12, Nehru Nagar')).toBe('"12, Nehru Nagar"');
    expect(csvCell('say "thanks"')).toBe('"say ""thanks"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csvCell('+919876543210')).toBe("'+919876543210");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    // A negative amount is a number, not a formula.
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 1])).toBe('a,"b,c",,1\r\n');
  });

  it('streams the header, then each row as its line, in chunks of a few tens of kilobytes', async () => {
    async function* rows() {
      yield ['हिंदी नाम'];
      yield Array.from({ length: 3_000 }, (_, i) => String(i));
    }
    const stream = csvStream({
      header: csvRow(['name']),
      rows: rows(),
      lineOf: (name: string) => csvRow([name, 'x'.repeat(40)]),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const whole = Buffer.concat(chunks).toString('utf8');
    const filler = 'x'.repeat(40);
    expect(whole.startsWith(`name\r\nहिंदी नाम,${filler}\r\n0,${filler}\r\n`)).toBe(true);
    expect(whole.endsWith(`2999,${filler}\r\n`)).toBe(true);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(128 * 1024);
  });
});
